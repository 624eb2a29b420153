import { parseDeliveryPriceInput, type ShopError, type Order, type Result } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { OrderChanges } from '../order-changes.service';

/** The admin confirms availability and fixes the delivery price; the customer is told it is payable. */
export class ApproveOrder {
  constructor(
    private readonly changes: OrderChanges,
    private readonly clock: Clock,
  ) {}

  /** `deliveryPriceInput` is the admin's input as typed (spec §5: non-numeric counts as 0). */
  async execute(adminId: number, orderId: number, deliveryPriceInput: string | number | null | undefined): Promise<Result<Order, ShopError>> {
    const price = parseDeliveryPriceInput(deliveryPriceInput);
    if (!price.ok) return price;
    return this.changes.apply(orderId, adminId, (order) => order.approve(price.value, this.clock.now()));
  }
}
