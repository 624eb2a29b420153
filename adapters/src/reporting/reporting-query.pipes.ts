import type { PipeTransform } from '@nestjs/common';
import { FULFILMENT_ERRORS, isDeliveryType, MAX_SEARCH_LENGTH, ORDER_STATUSES, REPORTING_ERRORS, type DeliveryType, type OrderStatus } from '@shop/domain';
import { ApiError } from '../http/api-error';
import { IsoDatePipe } from '../http/iso-date.pipe';

/** An optional day of a report: null when absent, else a valid day or 400. */
export const OPTIONAL_STATS_DAY: PipeTransform<unknown, string | null> = {
  transform: (value: unknown) => (value === undefined ? null : new IsoDatePipe(FULFILMENT_ERRORS.invalidDay.message).transform(value)),
};

/** An optional single text parameter: null when absent; repeated (?by=a&by=b) is 400. */
export const OPTIONAL_TEXT: PipeTransform<unknown, string | null> = {
  transform(value: unknown): string | null {
    if (value === undefined) return null;
    if (typeof value !== 'string') throw new ApiError(400, REPORTING_ERRORS.invalidGrouping.message);
    return value;
  },
};

/** An optional ?status= of the lists. */
export const OPTIONAL_ORDER_STATUS: PipeTransform<unknown, OrderStatus | null> = {
  transform(value: unknown): OrderStatus | null {
    if (value === undefined) return null;
    if (typeof value !== 'string' || !(ORDER_STATUSES as readonly string[]).includes(value)) throw new ApiError(400, REPORTING_ERRORS.invalidStatus.message);
    return value as OrderStatus;
  },
};

/** An optional ?delivery_type= of the lists. */
export const OPTIONAL_DELIVERY_TYPE: PipeTransform<unknown, DeliveryType | null> = {
  transform(value: unknown): DeliveryType | null {
    if (value === undefined) return null;
    if (typeof value !== 'string' || !isDeliveryType(value)) throw new ApiError(400, REPORTING_ERRORS.invalidDeliveryType.message);
    return value;
  },
};

/** An optional ?q=: null when absent or blank, at most MAX_SEARCH_LENGTH characters. */
export const OPTIONAL_SEARCH: PipeTransform<unknown, string | null> = {
  transform(value: unknown): string | null {
    if (value === undefined) return null;
    if (typeof value !== 'string' || value.length > MAX_SEARCH_LENGTH || value.includes('\0')) throw new ApiError(400, REPORTING_ERRORS.invalidSearch.message);
    return value.trim() === '' ? null : value;
  },
};
