import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { CHECKOUT_DELIVERY_TYPES } from '@shop/domain';

/**
 * POST /api/payment/create. Only the delivery choice is used: the order is built from the
 * caller's own cart at catalogue prices, whatever `items` (or prices) the client sends.
 */
export class CreateOrderRequestDto {
  @ApiProperty({ enum: CHECKOUT_DELIVERY_TYPES, example: 'pickup' })
  @Allow()
  deliveryType: unknown;

  @ApiProperty({ type: 'string', description: "The courier's address; ignored for pickup", example: 'Москва, ул. Тверская, д. 1, кв. 5' })
  @Allow()
  delivery_address_full: unknown;

  @ApiProperty({ required: false, type: 'array', items: { type: 'object' }, description: "Ignored: the order is built from the caller's own cart" })
  @Allow()
  items: unknown;
}
