import { CHECKOUT_DELIVERY_TYPES, ORDER_ERRORS, Order, checkoutLines, demandOf, err, type DeliveryType, type ShopError, type Result } from '@shop/domain';
import { CartRepository } from '../../cart/cart.repository.port';
import { Clock } from '../../shared/clock.port';
import { TransactionRunner } from '../../shared/transaction.port';
import { StockReservations } from '../../stock/stock-reservations.service';
import { PromoUses } from '../../promo/promo-uses.service';
import { OrderRepository } from '../order.repository.port';

export interface PlaceOrderInput {
  readonly deliveryType: unknown;
  readonly deliveryAddress: unknown;
}

/** The longest delivery address kept from the first checkout call. */
const MAX_ADDRESS_LENGTH = 500;

const isCheckoutDeliveryType = (value: unknown): value is DeliveryType =>
  typeof value === 'string' && (CHECKOUT_DELIVERY_TYPES as readonly string[]).includes(value);

/**
 * Turns the customer's own cart into a pending order at today's catalogue prices (a bouquet at the
 * prices it went into the cart at), in one transaction: the cart's lines locked, the products'
 * stock and the flowers' stems taken (all or nothing), the cart's promo code checked and its use
 * taken (PromoUses), the order stored, the cart emptied. The
 * request only chooses the delivery; items and prices a client sends are never used.
 */
export class PlaceOrder {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly carts: CartRepository,
    private readonly orders: OrderRepository,
    private readonly stock: StockReservations,
    private readonly promoUses: PromoUses,
    private readonly clock: Clock,
  ) {}

  execute(customerId: number, input: PlaceOrderInput): Promise<Result<Order, ShopError>> {
    const { deliveryType } = input;
    if (!isCheckoutDeliveryType(deliveryType)) return Promise.resolve(err(ORDER_ERRORS.deliveryTypeRequired));
    const deliveryAddress = typeof input.deliveryAddress === 'string' ? input.deliveryAddress.trim().slice(0, MAX_ADDRESS_LENGTH) : null;
    return this.transaction.run(async () => {
      const cart = await this.carts.lockForCheckout(customerId);
      const lines = checkoutLines(cart.lines, cart.catalogue);
      if (!lines.ok) return lines;
      const now = this.clock.now();
      const promo = await this.promoUses.check(customerId, lines.value, cart.catalogue, now);
      if (!promo.ok) return promo;
      const id = await this.orders.nextId();
      const placed = Order.place({ id, customerId, deliveryType, deliveryAddress, lines: lines.value, createdAt: now, promo: promo.value?.applied });
      if (!placed.ok) return placed;
      const taken = await this.stock.take(demandOf(placed.value.lines));
      if (!taken.ok) return taken;
      await this.orders.save(placed.value, customerId);
      if (promo.value) await this.promoUses.take(id, customerId, promo.value);
      await this.carts.clear(customerId);
      return placed;
    });
  }
}
