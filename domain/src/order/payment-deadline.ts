import { formatMoscowDayTime } from '../shared/moscow-clock';
import type { Order } from './order.entity';

/** The customer is reminded once, this many hours before the payment window closes. */
export const PAYMENT_REMINDER_HOURS_BEFORE = 12;

const HOUR_MS = 3_600_000;

/**
 * When the order stops being payable: `windowHours` after its approval (as the job that cancels
 * it counts). Null when there is nothing to pay now (not approved yet, paid, canceled).
 */
export const paymentDeadline = (order: Order, windowHours: number): Date | null =>
  order.paymentDue().ok ? new Date((order.confirmedAt ?? order.createdAt).getTime() + windowHours * HOUR_MS) : null;

/** The deadline when the reminder is due at `now` (within its last 12 hours, not past it); otherwise null. */
export const paymentReminderDue = (order: Order, now: Date, windowHours: number): Date | null => {
  const deadline = paymentDeadline(order, windowHours);
  if (!deadline) return null;
  const left = deadline.getTime() - now.getTime();
  return left > 0 && left <= PAYMENT_REMINDER_HOURS_BEFORE * HOUR_MS ? deadline : null;
};

/** What the history and the payment page say: 'Оплатите до 28 ноября, 14:05 МСК'. */
export const paymentDeadlineText = (deadline: Date): string => `Оплатите до ${formatMoscowDayTime(deadline)}`;
