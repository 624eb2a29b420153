import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { AnswerOrderPhoto, CustomerOrdersQuery, PaymentOrderQuery, PlaceOrder, SubmitOrderContact } from '@shop/application';
import { orderProgress, type ContactForm, type CustomerOrderDto, type OrderCreateResponseDto, type OrderProgressDto, type PaymentLookupDto } from '@shop/domain';
import { ORDER_ID } from '../http/entity-id.pipe';
import { unwrap } from '../http/result-to-http';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { JwtAuthGuard } from '../security/jwt-auth.guard';
import { CreateOrderRequestDto } from './dto/create-order.request.dto';
import { OrderContactRequestDto } from './dto/order-contact.request.dto';
import { PhotoResponseRequestDto } from './dto/photo-response.request.dto';


const contactForm = (body: OrderContactRequestDto, deliveryType: string): ContactForm => ({
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

/** Checkout (an order from the cart, then contact and delivery details), the customer's history, the photo answer and the payment page. */
@Controller('api')
@UseGuards(JwtAuthGuard)
export class OrdersHttpController {
  constructor(
    private readonly placeOrder: PlaceOrder,
    private readonly submitContact: SubmitOrderContact,
    private readonly customerOrders: CustomerOrdersQuery,
    private readonly paymentOrder: PaymentOrderQuery,
    private readonly answerPhoto: AnswerOrderPhoto,
  ) {}

  @Post('payment/create')
  @HttpCode(201)
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() body: CreateOrderRequestDto): Promise<OrderCreateResponseDto> {
    const order = unwrap(await this.placeOrder.execute(caller.id, { deliveryType: body.deliveryType, deliveryAddress: body.delivery_address_full }));
    return { order_id: order.id };
  }

  /** Courier delivery: contact details and a suggested price from the delivery-quote port. */
  @Post('delivery/yandex-calc')
  @HttpCode(200)
  async courierContact(@CurrentUser() caller: AuthenticatedUser, @Body() body: OrderContactRequestDto): Promise<{ success: true }> {
    unwrap(await this.submitContact.execute(caller.id, body.orderId, contactForm(body, body.deliveryType ?? 'yandex')));
    return { success: true };
  }

  /** Pickup: contact details; the delivery costs nothing. */
  @Post('delivery/update-contact')
  @HttpCode(200)
  async pickupContact(@CurrentUser() caller: AuthenticatedUser, @Body() body: OrderContactRequestDto): Promise<{ success: true }> {
    unwrap(await this.submitContact.execute(caller.id, body.orderId, contactForm(body, 'pickup')));
    return { success: true };
  }

  @Get('orders/user')
  history(@CurrentUser() caller: AuthenticatedUser): Promise<CustomerOrderDto[]> {
    return this.customerOrders.execute(caller.id);
  }

  /** The customer's answer to the photo of their assembled order: 'Всё отлично' or what to change. */
  @Post('orders/:orderId/photo-response')
  @HttpCode(200)
  async photoResponse(@CurrentUser() caller: AuthenticatedUser, @Param('orderId', ORDER_ID) id: number, @Body() body: PhotoResponseRequestDto): Promise<OrderProgressDto> {
    return orderProgress(unwrap(await this.answerPhoto.execute(caller.id, id, body)));
  }

  /** The payment page's view of an order: its owner's, or an admin's. */
  @Get('payment/order/:orderId')
  async order(@CurrentUser() caller: AuthenticatedUser, @Param('orderId', ORDER_ID) id: number): Promise<PaymentLookupDto> {
    return unwrap(await this.paymentOrder.execute(caller.id, id));
  }
}
