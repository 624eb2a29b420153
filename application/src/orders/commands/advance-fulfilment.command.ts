import { FULFILMENT_ERRORS, err, isFulfilmentStage, type Order, type Result, type ShopError } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { OrderChanges } from '../order-changes.service';

/** The florist marks the next stage of a paid order (the customer hears of the ones that concern them). */
export class AdvanceFulfilment {
  constructor(
    private readonly changes: OrderChanges,
    private readonly clock: Clock,
  ) {}

  async execute(adminId: number, orderId: number, stage: unknown): Promise<Result<Order, ShopError>> {
    if (!isFulfilmentStage(stage)) return err(FULFILMENT_ERRORS.unknownStage);
    return this.changes.apply(orderId, adminId, (order) => order.advanceFulfilment(stage, this.clock.now()));
  }
}
