import { FULFILMENT_ERRORS, err, isFulfilmentStage, type Order, type Result, type ShopError } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { OrderChanges } from '../order-changes.service';

export interface AdvanceFulfilmentRequest {
  readonly stage: unknown;
  /** The admin confirmed sending on a bouquet the customer asked to change. */
  readonly override?: boolean;
}

/** The florist marks the next stage of a paid order (the customer hears of the ones that concern them). */
export class AdvanceFulfilment {
  constructor(
    private readonly changes: OrderChanges,
    private readonly clock: Clock,
  ) {}

  async execute(adminId: number, orderId: number, { stage, override = false }: AdvanceFulfilmentRequest): Promise<Result<Order, ShopError>> {
    if (!isFulfilmentStage(stage)) return err(FULFILMENT_ERRORS.unknownStage);
    const at = this.clock.now();
    return this.changes.apply(orderId, adminId, (order) =>
      override ? order.advanceFulfilmentOverridingChangeRequest(stage, at) : order.advanceFulfilment(stage, at),
    );
  }
}
