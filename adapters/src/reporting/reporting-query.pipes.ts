import type { PipeTransform } from '@nestjs/common';
import { FULFILMENT_ERRORS, REPORTING_ERRORS } from '@shop/domain';
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
