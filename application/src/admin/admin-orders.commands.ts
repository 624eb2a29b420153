import {
  ok,
  orderDeletionError,
  orderLineDeletionError,
  parseDeliveryPriceInput,
  type DomainError,
  type Order,
  type Result,
} from '@shop/domain';
import type { AccountSettings } from '../accounts/account.settings';
import { Mailer, type MailMessage } from '../mail/mailer.port';
import { Clock } from '../shared/clock.port';
import { AdminOrderRepository, type LineRef } from './admin-order.repository.port';
import { orderApprovedMail, orderRejectedMail } from './order-decision.mail';

/**
 * What an admin does to orders. Transitions go through the domain's state machine inside the
 * repository's locked transaction; the customer is e-mailed after the change is stored.
 */
export class AdminOrderCommands {
  constructor(
    private readonly orders: AdminOrderRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly settings: Pick<AccountSettings, 'publicUrl'>,
    private readonly onMailError: (error: unknown) => void,
  ) {}

  /** Confirms availability and fixes the delivery price (the admin's input: non-numeric is 0). */
  async approve(adminId: number, orderId: number, deliveryPriceInput: string | number | null | undefined): Promise<Result<Order, DomainError>> {
    const price = parseDeliveryPriceInput(deliveryPriceInput);
    if (!price.ok) return price;
    const result = await this.orders.transition(orderId, adminId, (order) => order.approve(price.value, this.clock.now()));
    if (!result.ok) return result;
    const { order, customer } = result.value;
    this.notify(orderApprovedMail(customer.email, customer.fullName, order.id, order.totalPayable(), this.settings.publicUrl));
    return ok(order);
  }

  async reject(adminId: number, orderId: number): Promise<Result<Order, DomainError>> {
    const result = await this.orders.transition(orderId, adminId, (order) => order.reject());
    if (!result.ok) return result;
    const { order, customer } = result.value;
    this.notify(orderRejectedMail(customer.email, customer.fullName, order.id, this.settings.publicUrl));
    return ok(order);
  }

  deleteOrder(adminId: number, orderId: number): Promise<Result<void, DomainError>> {
    return this.orders.deleteOrder(orderId, adminId, orderDeletionError);
  }

  deleteLine(adminId: number, orderId: number, line: LineRef): Promise<Result<void, DomainError>> {
    return this.orders.deleteLines(orderId, adminId, line, orderLineDeletionError);
  }

  private notify(message: MailMessage): void {
    // The decision is stored; a mail failure is logged for the admin, not turned into an error.
    this.mailer.send(message).catch(this.onMailError);
  }
}
