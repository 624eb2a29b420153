import { Allow } from 'class-validator';

/**
 * POST /api/payment/create. Only the delivery choice is used: the order is built from the
 * caller's own cart at catalogue prices, whatever `items` (or prices) the client sends.
 */
export class CreateOrderRequestDto {
  @Allow()
  deliveryType: unknown;

  @Allow()
  delivery_address_full: unknown;

  @Allow()
  items: unknown;
}
