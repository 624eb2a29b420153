import {
  ORDER_ERRORS,
  deliveryDateOffers,
  deliverySlotOffers,
  err,
  ok,
  toDeliveryDateDto,
  toDeliverySlotDto,
  type DeliveryDateDto,
  type DeliverySlotDto,
  type DeliveryType,
  type OrderError,
  type Result,
} from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { DeliveryCalendarRepository, OrderLeadTimes } from '../delivery-calendar.repository.port';
import { deliveryFortnight } from '../delivery-fortnight';

/**
 * Whose order the dates are for: anyone browsing; a signed-in customer about to place the cart, whose
 * products' lead days apply; or the caller's own order, whose products' lead days apply and whose own
 * place counts as free.
 */
export interface OfferAudience {
  readonly callerId: number | null;
  readonly orderId: number | null;
}

interface OfferContext {
  readonly leadDays: number;
  readonly excludingOrderId: number | undefined;
}

/** The checkout's date and slot pickers: what the calendar offers now (GET /api/delivery/dates and /slots). */
export class DeliveryOffersQuery {
  constructor(
    private readonly calendar: DeliveryCalendarRepository,
    private readonly leadTimes: OrderLeadTimes,
    private readonly clock: Clock,
  ) {}

  async dates(deliveryType: DeliveryType, audience: OfferAudience): Promise<Result<DeliveryDateDto[], OrderError>> {
    const context = await this.context(audience);
    if (!context.ok) return context;
    const now = this.clock.now();
    const calendar = await deliveryFortnight(this.calendar, now, context.value.excludingOrderId);
    return ok(deliveryDateOffers(calendar, { now, deliveryType, leadDays: context.value.leadDays }).map(toDeliveryDateDto));
  }

  async slots(date: string, deliveryType: DeliveryType, audience: OfferAudience): Promise<Result<DeliverySlotDto[], OrderError>> {
    const context = await this.context(audience);
    if (!context.ok) return context;
    const calendar = await this.calendar.read({ from: date, to: date }, context.value.excludingOrderId);
    return ok(deliverySlotOffers(calendar, date, { now: this.clock.now(), deliveryType, leadDays: context.value.leadDays }).map(toDeliverySlotDto));
  }

  /** A named order must be the caller's (else "not found", as for one that does not exist). */
  private async context({ callerId, orderId }: OfferAudience): Promise<Result<OfferContext, OrderError>> {
    if (orderId === null) return ok({ leadDays: callerId === null ? 0 : await this.leadTimes.ofCustomerCart(callerId), excludingOrderId: undefined });
    const leadDays = callerId === null ? null : await this.leadTimes.ofCustomerOrder(orderId, callerId);
    return leadDays === null ? err(ORDER_ERRORS.notFound) : ok({ leadDays, excludingOrderId: orderId });
  }
}
