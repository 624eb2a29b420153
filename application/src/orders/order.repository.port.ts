import type { CustomerOrderDto, DeliveryType, FlowerDto, Money, Order, ProductDto, Result } from '@shop/domain';
import type { BouquetFlowers } from '../cart/cart.repository.port';

/** The cart as it stands inside the order transaction (its lines locked). */
export interface CartSnapshot {
  readonly lines: readonly { readonly productId: number | null; readonly composition: readonly BouquetFlowers[] | null; readonly quantity: number }[];
  /** Every product the lines name, visible or not. */
  readonly products: readonly (ProductDto & { readonly visible: boolean })[];
  readonly flowers: readonly FlowerDto[];
}

export interface OrderContact {
  readonly fullName: string;
  readonly phone: string;
  readonly email: string | null;
  readonly city: string;
  readonly address: string;
  readonly recipientName: string | null;
  readonly recipientPhone: string | null;
  readonly cardText: string | null;
  readonly deliveryDate: string | null;
  readonly deliverySlot: string | null;
}

export interface DeliverySuggestion {
  readonly price: Money | null;
  /** Where the figure comes from, or why there is none; shown to the admin. */
  readonly note: string;
}

export abstract class OrderRepository {
  /**
   * One transaction: lock the customer's cart, let `build` turn it into an order (the id comes
   * from the orders sequence), store the order and its lines, empty the cart. Nothing is written
   * when `build` fails or anything throws.
   */
  abstract placeFromCart<E>(userId: number, build: (cart: CartSnapshot, orderId: number) => Result<Order, E>): Promise<Result<Order, E>>;
  /**
   * Stores contact and delivery details on the customer's own pending order (pickup is then free,
   * a courier delivery waits for the admin's price); false if there is no such order.
   */
  abstract saveContact(userId: number, orderId: number, deliveryType: DeliveryType, contact: OrderContact, suggestion: DeliverySuggestion | null): Promise<boolean>;
  /** The customer's orders, newest first, with their lines. */
  abstract listForCustomer(userId: number): Promise<CustomerOrderDto[]>;
}
