// Parts of an order as the server sends it, shared by the specs of the mappers and of both screens.
import type { DeliveryDetailsDto, OrderDiscountDto, OrderMoneyDto, OrderProgressDto } from '../contract/order.contract';

/** The contact step's optional parts left blank: no date or slot, no separate recipient, no card. */
export const OPTIONAL_DETAILS_BLANK: Readonly<
  Pick<DeliveryDetailsDto, 'delivery_date' | 'delivery_slot' | 'recipient_name' | 'recipient_phone' | 'card_text'>
> = {
  delivery_date: null,
  delivery_slot: null,
  recipient_name: null,
  recipient_phone: null,
  card_text: null,
};

/** An order the florist has not started: no stage, no photo, no answer to one. */
export const PROGRESS_NOT_STARTED: Readonly<OrderProgressDto> = {
  fulfilment_stage: null,
  photo_url: null,
  photo_approved: null,
  photo_comment: null,
};

/** An order no money has moved for yet: not paid, nothing refunded. */
export const NO_MONEY_MOVED: Readonly<OrderMoneyDto> = {
  paid_amount: null,
  paid_at: null,
  payment_method: null,
  refunds: [],
  refund_note: null,
};

/** An order placed without a promo code. */
export const NO_PROMO: Readonly<OrderDiscountDto> = {
  promo_code: null,
  discount: 0,
};
