import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AnswerOrderPhoto, CustomerOrdersQuery, PaymentOrderQuery, PlaceOrder, SubmitOrderContact } from '@shop/application';
import {
  orderProgress,
  type ContactForm,
  type CustomerOrderDto,
  type OrderCreateResponseDto,
  type OrderProgressDto,
  type PaymentLookupDto,
  type SuccessResponseDto,
} from '@shop/domain';
import { Answers, ApiErrors, ApiIdParam } from '../http/openapi/api.decorators';
import { CUSTOMER_ORDER, ORDER_CREATED, ORDER_PROGRESS, PAYMENT_LOOKUP, SUCCESS } from '../http/openapi/contract.schemas';
import { arrayOf } from '../http/openapi/schema';
import { unwrap } from '../http/result-to-http';
import { RateLimited } from '../http/rate-limits';
import { ORDER_ID } from '../http/entity-id.pipe';
import { SignedIn } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
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
@ApiTags('checkout and orders')
@Controller('api')
@SignedIn()
export class OrdersHttpController {
  constructor(
    private readonly placeOrder: PlaceOrder,
    private readonly submitContact: SubmitOrderContact,
    private readonly customerOrders: CustomerOrdersQuery,
    private readonly paymentOrder: PaymentOrderQuery,
    private readonly answerPhoto: AnswerOrderPhoto,
  ) {}

  @Post('payment/create')
  @RateLimited('checkout')
  @Answers(201, ORDER_CREATED)
  @ApiErrors(400, 409)
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() body: CreateOrderRequestDto): Promise<OrderCreateResponseDto> {
    const order = unwrap(await this.placeOrder.execute(caller.id, { deliveryType: body.deliveryType, deliveryAddress: body.delivery_address_full }));
    return { order_id: order.id };
  }

  /** Courier delivery: contact details and a suggested price from the delivery-quote port. */
  @Post('delivery/yandex-calc')
  @RateLimited('order-contact')
  @Answers(200, SUCCESS)
  @ApiErrors(400, 404, 409)
  async courierContact(@CurrentUser() caller: AuthenticatedUser, @Body() body: OrderContactRequestDto): Promise<SuccessResponseDto> {
    unwrap(await this.submitContact.execute(caller.id, body.orderId, contactForm(body, body.deliveryType ?? 'yandex')));
    return { success: true };
  }

  /** Pickup: contact details; the delivery costs nothing. */
  @Post('delivery/update-contact')
  @RateLimited('order-contact')
  @Answers(200, SUCCESS)
  @ApiErrors(400, 404, 409)
  async pickupContact(@CurrentUser() caller: AuthenticatedUser, @Body() body: OrderContactRequestDto): Promise<SuccessResponseDto> {
    unwrap(await this.submitContact.execute(caller.id, body.orderId, contactForm(body, 'pickup')));
    return { success: true };
  }

  @Get('orders/user')
  @Answers(200, arrayOf(CUSTOMER_ORDER))
  history(@CurrentUser() caller: AuthenticatedUser): Promise<CustomerOrderDto[]> {
    return this.customerOrders.execute(caller.id);
  }

  /** The customer's answer to the photo of their assembled order: 'Всё отлично' or what to change. */
  @Post('orders/:orderId/photo-response')
  @RateLimited('photo-answer')
  @Answers(200, ORDER_PROGRESS)
  @ApiIdParam('orderId', "The caller's own order")
  @ApiErrors(400, 404, 409)
  async photoResponse(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('orderId', ORDER_ID) id: number,
    @Body() body: PhotoResponseRequestDto,
  ): Promise<OrderProgressDto> {
    return orderProgress(unwrap(await this.answerPhoto.execute(caller.id, id, body)));
  }

  /** The payment page's view of an order: its owner's, or an admin's. */
  @Get('payment/order/:orderId')
  @Answers(200, PAYMENT_LOOKUP)
  @ApiIdParam('orderId', "The caller's own order (an admin's: any order)")
  @ApiErrors(404)
  async order(@CurrentUser() caller: AuthenticatedUser, @Param('orderId', ORDER_ID) id: number): Promise<PaymentLookupDto> {
    return unwrap(await this.paymentOrder.execute(caller.id, id));
  }
}
