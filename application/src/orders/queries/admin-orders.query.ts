import {
  toAdminOrderDto,
  toPaidOrderDto,
  toPendingOrderDetailsDto,
  type AdminOrderDto,
  type AdminPaidOrderDto,
  type PendingOrderDetailsDto,
} from '@shop/domain';
import { OrderReadModel } from '../order.read-model.port';

/** The admin's order lists: waiting for a decision, all of them, and paid. */
export class AdminOrdersQuery {
  constructor(private readonly readModel: OrderReadModel) {}

  async pending(): Promise<PendingOrderDetailsDto[]> {
    return (await this.readModel.pending()).map(toPendingOrderDetailsDto);
  }

  async all(): Promise<AdminOrderDto[]> {
    return (await this.readModel.all()).map(toAdminOrderDto);
  }

  async paid(): Promise<AdminPaidOrderDto[]> {
    return (await this.readModel.paid()).map(toPaidOrderDto);
  }
}
