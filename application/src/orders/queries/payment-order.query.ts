import { ORDER_ERRORS, err, ok, toPaymentLookupDto, type ShopError, type PaymentLookupDto, type Result } from '@shop/domain';
import { UserRepository } from '../../accounts/user.repository.port';
import { OrderReadModel } from '../order.read-model.port';

/** GET /api/payment/order/{id}: the payment page's view of an order, for its owner or an admin. */
export class PaymentOrderQuery {
  constructor(
    private readonly readModel: OrderReadModel,
    private readonly users: UserRepository,
    private readonly paymentWindowHours: number,
  ) {}

  async execute(callerId: number, orderId: number): Promise<Result<PaymentLookupDto, ShopError>> {
    const found = await this.readModel.byId(orderId);
    if (!found || !(found.order.isOwnedBy(callerId) || (await this.isAdmin(callerId)))) return err(ORDER_ERRORS.notFound);
    return ok(toPaymentLookupDto(found, this.paymentWindowHours));
  }

  private async isAdmin(userId: number): Promise<boolean> {
    return (await this.users.findById(userId))?.role === 'admin';
  }
}
