import { FULFILMENT_ERRORS, err, isFulfilmentStage, isHandedOver, type Order, type Result, type ShopError } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { HandedOverOrders } from '../handed-over-orders.port';
import { OrderChanges } from '../order-changes.service';

export interface AdvanceFulfilmentRequest {
  readonly stage: unknown;
  /** The admin confirmed sending on a bouquet the customer asked to change. */
  readonly override?: boolean;
}

/**
 * The florist marks the next stage of a paid order (the customer hears of the ones that concern
 * them); once it is handed over, its closing receipt is sent without waiting for the jobs.
 */
export class AdvanceFulfilment {
  constructor(
    private readonly changes: OrderChanges,
    private readonly clock: Clock,
    private readonly handedOver: HandedOverOrders,
  ) {}

  async execute(adminId: number, orderId: number, { stage, override = false }: AdvanceFulfilmentRequest): Promise<Result<Order, ShopError>> {
    if (!isFulfilmentStage(stage)) return err(FULFILMENT_ERRORS.unknownStage);
    const at = this.clock.now();
    const advanced = await this.changes.apply(orderId, adminId, (order) =>
      override ? order.advanceFulfilmentOverridingChangeRequest(stage, at) : order.advanceFulfilment(stage, at),
    );
    // After the commit, and never in the florist's way: a receipt that fails here is the jobs' to send.
    if (advanced.ok && isHandedOver(advanced.value)) void this.handedOver.handedOver(orderId).catch(() => undefined);
    return advanced;
  }
}
