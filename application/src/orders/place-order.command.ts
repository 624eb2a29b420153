import {
  CHECKOUT_DELIVERY_TYPES,
  CHECKOUT_MESSAGES,
  CART_ERRORS,
  Order,
  Product,
  bouquetLine,
  composeBouquet,
  domainError,
  err,
  productLine,
  type CartLine,
  type DeliveryType,
  type DomainError,
  type Result,
} from '@shop/domain';
import { toFlowerCatalogue } from '../cart/flower-catalogue.loader';
import { Clock } from '../shared/clock.port';
import { OrderRepository, type CartSnapshot } from './order.repository.port';

export const PLACE_ORDER_ERRORS = {
  deliveryType: domainError('ORDER.DELIVERY_TYPE', CHECKOUT_MESSAGES.deliveryTypeRequired),
  unavailable: (title: string) => domainError('ORDER.PRODUCT_UNAVAILABLE', `Товар «${title}» больше недоступен. Удалите его из корзины`),
} as const;

export interface PlaceOrderInput {
  readonly deliveryType: unknown;
  readonly deliveryAddress: unknown;
}

/**
 * Turns the customer's own cart into a pending order at today's catalogue prices. The request
 * only chooses the delivery; items and prices a client sends are never used.
 */
export class PlaceOrder {
  constructor(
    private readonly orders: OrderRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: number, input: PlaceOrderInput): Promise<Result<Order, DomainError>> {
    const deliveryType = input.deliveryType;
    if (typeof deliveryType !== 'string' || !(CHECKOUT_DELIVERY_TYPES as readonly string[]).includes(deliveryType)) {
      return err(PLACE_ORDER_ERRORS.deliveryType);
    }
    const address = typeof input.deliveryAddress === 'string' ? input.deliveryAddress.trim().slice(0, 500) : null;
    return this.orders.placeFromCart<DomainError>(userId, (cart, orderId) => {
      const lines = orderLines(cart);
      if (!lines.ok) return lines;
      return Order.place({ id: orderId, deliveryType: deliveryType as DeliveryType, deliveryAddress: address, lines: lines.value, createdAt: this.clock.now() });
    });
  }
}

function orderLines(cart: CartSnapshot): Result<CartLine[], DomainError> {
  const flowers = toFlowerCatalogue(cart.flowers);
  const lines: CartLine[] = [];
  for (const line of cart.lines) {
    if (line.composition) {
      const composed = composeBouquet(new Map(line.composition.map((f) => [f.flowerId, f.quantity])), flowers);
      if (!composed.ok) return composed;
      lines.push(bouquetLine(composed.value, line.quantity));
      continue;
    }
    const stored = cart.products.find((p) => p.id === line.productId);
    if (!stored) return err(CART_ERRORS.lineNotFound);
    if (!stored.visible) return err(PLACE_ORDER_ERRORS.unavailable(stored.title));
    if (stored.price_from) return err(CART_ERRORS.priceOnRequest);
    const product = Product.fromDto(stored);
    if (!product.ok) return product;
    lines.push(productLine(product.value, line.quantity));
  }
  return { ok: true, value: lines };
}
