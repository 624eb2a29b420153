import {
  toAdminOrderDto,
  toPaidOrderDto,
  toPendingOrderDetailsDto,
  type AdminListRequest,
  type AdminOrderDto,
  type AdminPaidOrderDto,
  type Page,
  type PendingOrderDetailsDto,
} from '@shop/domain';
import { OrderReadModel } from '../order.read-model.port';

const mapPage = <T, U>(page: Page<T>, map: (item: T) => U): Page<U> => ({ ...page, items: page.items.map(map) });

/** The admin's order lists, a page at a time: waiting for a decision, all of them, and paid. */
export class AdminOrdersQuery {
  constructor(private readonly readModel: OrderReadModel) {}

  async pending(request: AdminListRequest): Promise<Page<PendingOrderDetailsDto>> {
    return mapPage(await this.readModel.pendingPage(request), toPendingOrderDetailsDto);
  }

  async all(request: AdminListRequest): Promise<Page<AdminOrderDto>> {
    return mapPage(await this.readModel.listedPage(request), toAdminOrderDto);
  }

  async paid(request: AdminListRequest): Promise<Page<AdminPaidOrderDto>> {
    return mapPage(await this.readModel.paidPage(request), toPaidOrderDto);
  }
}
