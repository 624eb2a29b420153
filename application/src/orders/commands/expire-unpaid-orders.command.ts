import { Clock } from '../../shared/clock.port';
import { OrderChanges } from '../order-changes.service';
import { OrderReadModel } from '../order.read-model.port';

/** The scheduled job: cancels confirmed orders left unpaid past the payment window and tells the customers. */
export class ExpireUnpaidOrders {
  constructor(
    private readonly readModel: OrderReadModel,
    private readonly changes: OrderChanges,
    private readonly clock: Clock,
    private readonly windowHours: number,
  ) {}

  /** The ids of the orders it canceled. */
  async execute(): Promise<number[]> {
    const now = this.clock.now();
    const candidates = await this.readModel.confirmedBefore(new Date(now.getTime() - this.windowHours * 3_600_000));
    const canceled: number[] = [];
    for (const orderId of candidates) {
      // The order re-checks under its row lock: one paid meanwhile is left alone.
      const result = await this.changes.apply(orderId, null, (order) => order.cancelUnpaid(now, this.windowHours));
      if (!result.ok) continue;
      canceled.push(orderId);
    }
    return canceled;
  }
}
