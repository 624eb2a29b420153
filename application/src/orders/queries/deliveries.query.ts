import {
  ADMIN_LIST_ERRORS,
  FULFILMENT_ERRORS,
  deliveryRoundPage,
  err,
  isIsoDate,
  ok,
  toPaidOrderDto,
  type AdminDeliveryDto,
  type AdminListError,
  type AdminListRequest,
  type FulfilmentError,
  type Page,
  type Result,
  type RoundCursor,
} from '@shop/domain';
import { OrderReadModel } from '../order.read-model.port';

/** GET /api/admin/deliveries: a page of a day's paid orders to deliver or hand over, in the courier's round order, narrowed by the search, delivery type and stage. */
export class DeliveriesQuery {
  constructor(private readonly readModel: OrderReadModel) {}

  async execute(
    date: unknown,
    { filter, page }: AdminListRequest<RoundCursor>,
  ): Promise<Result<Page<AdminDeliveryDto, RoundCursor>, FulfilmentError | AdminListError>> {
    if (!isIsoDate(date)) return err(FULFILMENT_ERRORS.invalidDay);
    const after = page.after ? await this.readModel.byId(page.after.id) : null;
    if (page.after && !after) return err(ADMIN_LIST_ERRORS.invalidCursor);
    const day = await this.readModel.toFulfilOn(date, { q: filter.q, deliveryType: filter.deliveryType, stage: filter.stage });
    const shown = deliveryRoundPage(day, after?.order ?? null, page.limit);
    return ok({ ...shown, items: shown.items.map(toPaidOrderDto) });
  }
}
