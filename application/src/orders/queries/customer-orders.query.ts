import { toCustomerOrderDto, type CustomerOrderDto } from '@shop/domain';
import { OrderReadModel } from '../order.read-model.port';

/** GET /api/orders/user: the caller's own orders, newest first, with what they may do next. */
export class CustomerOrdersQuery {
  constructor(
    private readonly readModel: OrderReadModel,
    private readonly paymentWindowHours: number,
  ) {}

  async execute(customerId: number): Promise<CustomerOrderDto[]> {
    return (await this.readModel.ofCustomer(customerId)).map((view) => toCustomerOrderDto(view, this.paymentWindowHours));
  }
}
