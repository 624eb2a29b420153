import type { DeliveryType } from '../delivery/delivery-type.value-object';
import type { OrderStatus } from '../order/order-status.state-machine';

/** The admin lists' filters, as the exports take them: none set exports everything. */
export interface ExportFilter {
  /** Order number (exact), or a part of the customer's name, phone (digits) or e-mail. */
  readonly q: string | null;
  readonly status: OrderStatus | null;
  readonly deliveryType: DeliveryType | null;
  /** Moscow days, both included: orders by when they were placed, payments and refunds by when they were made. */
  readonly from: string | null;
  readonly to: string | null;
}

/** A longer search text is refused. */
export const MAX_SEARCH_LENGTH = 100;

/** What a search text names: an order number, phone digits, and the text for name and e-mail. */
export interface SearchTerms {
  readonly orderId: number | null;
  readonly phoneDigits: string | null;
  readonly text: string;
}

const ORDER_NUMBER = /^#?\s*(\d{1,9})$/;
const PHONE_LIKE = /^[\d\s()+-]+$/;

/** Reads a search text: '#123' or '123' may be an order number; '+7 916 12' is phone digits '791612'. */
export function searchTerms(q: string): SearchTerms {
  const text = q.trim();
  const number = ORDER_NUMBER.exec(text);
  const digits = text.replace(/\D/g, '');
  return {
    orderId: number ? Number(number[1]) : null,
    phoneDigits: PHONE_LIKE.test(text) && digits.length >= 3 ? digits : null,
    text,
  };
}
