import type { PipeTransform } from '@nestjs/common';
import { CHECKOUT_MESSAGES, DELIVERY_ERRORS, FULFILMENT_ERRORS, isDeliveryType, type DeliveryType } from '@shop/domain';
import { ApiError } from '../http/api-error';
import { ORDER_ID } from '../http/entity-id.pipe';
import { IsoDatePipe } from '../http/iso-date.pipe';

/** ?type=yandex|moscow|pickup, or 400. */
export const DELIVERY_TYPE: PipeTransform<unknown, DeliveryType> = {
  transform(value: unknown): DeliveryType {
    if (typeof value !== 'string' || !isDeliveryType(value)) throw new ApiError(400, CHECKOUT_MESSAGES.deliveryTypeRequired);
    return value;
  },
};

/** ?date= of the checkout's slot picker. */
export const CHOSEN_DATE = new IsoDatePipe(DELIVERY_ERRORS.invalidDate.message);

/** An optional day of the admin's calendar: null when absent. */
export const OPTIONAL_CALENDAR_DAY: PipeTransform<unknown, string | null> = {
  transform: (value: unknown) => (value === undefined ? null : new IsoDatePipe(FULFILMENT_ERRORS.invalidDay.message).transform(value)),
};

/** An optional ?orderId=: null when absent, else an order id (anything else: the order is not found, 404). */
export const OPTIONAL_ORDER_ID: PipeTransform<unknown, number | null> = {
  transform: (value: unknown) => (value === undefined ? null : ORDER_ID.transform(value)),
};
