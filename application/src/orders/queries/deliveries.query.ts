import {
  FULFILMENT_ERRORS,
  deliveryRoundOrder,
  err,
  isIsoDate,
  ok,
  toPaidOrderDto,
  type AdminDeliveryDto,
  type FulfilmentError,
  type Result,
} from '@shop/domain';
import { OrderReadModel } from '../order.read-model.port';

/** GET /api/admin/deliveries: a day's paid orders to deliver or hand over, in the courier's round order. */
export class DeliveriesQuery {
  constructor(private readonly readModel: OrderReadModel) {}

  async execute(date: unknown): Promise<Result<AdminDeliveryDto[], FulfilmentError>> {
    if (!isIsoDate(date)) return err(FULFILMENT_ERRORS.invalidDay);
    const orders = await this.readModel.toFulfilOn(date);
    return ok([...orders].sort((a, b) => deliveryRoundOrder(a.order, b.order)).map(toPaidOrderDto));
  }
}
