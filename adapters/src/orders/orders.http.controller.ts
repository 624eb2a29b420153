import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { OrderRepository, PlaceOrder, SubmitOrderContact, type ContactInput } from '@shop/application';
import type { CustomerOrderDto, OrderCreateResponseDto } from '@shop/domain';
import { unwrap } from '../http/result-to-http';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { JwtAuthGuard } from '../security/jwt-auth.guard';
import { CreateOrderRequestDto } from './dto/create-order.request.dto';
import { OrderContactRequestDto } from './dto/order-contact.request.dto';
import { ORDER_ERROR_STATUS } from './order-error-status';

const contactInput = (body: OrderContactRequestDto, deliveryType: 'pickup' | 'yandex'): ContactInput => ({
  orderId: body.orderId,
  deliveryType,
  fullName: body.name,
  phone: body.phone,
  email: body.email ?? null,
  city: body.city,
  address: body.address,
  consent: body.consent,
  recipientName: body.recipient_name ?? null,
  recipientPhone: body.recipient_phone ?? null,
  cardText: body.card_text ?? null,
  deliveryDate: body.delivery_date ?? null,
  deliverySlot: body.delivery_slot ?? null,
});

/** Checkout (order from the cart, then contact and delivery details) and the customer's history. */
@Controller('api')
@UseGuards(JwtAuthGuard)
export class OrdersHttpController {
  constructor(
    private readonly placeOrder: PlaceOrder,
    private readonly submitContact: SubmitOrderContact,
    private readonly orders: OrderRepository,
  ) {}

  @Post('payment/create')
  @HttpCode(201)
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() body: CreateOrderRequestDto): Promise<OrderCreateResponseDto> {
    const order = unwrap(await this.placeOrder.execute(caller.id, { deliveryType: body.deliveryType, deliveryAddress: body.delivery_address_full }), ORDER_ERROR_STATUS);
    return { order_id: order.id };
  }

  /** Courier delivery: contact details and a suggested price from the delivery-quote port. */
  @Post('delivery/yandex-calc')
  @HttpCode(200)
  async courierContact(@CurrentUser() caller: AuthenticatedUser, @Body() body: OrderContactRequestDto): Promise<{ success: true }> {
    unwrap(await this.submitContact.execute(caller.id, contactInput(body, body.deliveryType ?? 'yandex')), ORDER_ERROR_STATUS);
    return { success: true };
  }

  /** Pickup: contact details; the delivery costs nothing. */
  @Post('delivery/update-contact')
  @HttpCode(200)
  async pickupContact(@CurrentUser() caller: AuthenticatedUser, @Body() body: OrderContactRequestDto): Promise<{ success: true }> {
    unwrap(await this.submitContact.execute(caller.id, contactInput(body, 'pickup')), ORDER_ERROR_STATUS);
    return { success: true };
  }

  @Get('orders/user')
  history(@CurrentUser() caller: AuthenticatedUser): Promise<CustomerOrderDto[]> {
    return this.orders.listForCustomer(caller.id);
  }
}
