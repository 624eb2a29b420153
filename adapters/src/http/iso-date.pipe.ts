import type { PipeTransform } from '@nestjs/common';
import { FULFILMENT_ERRORS, isIsoDate } from '@shop/domain';
import { ApiError } from './api-error';

/** A date in a query: 'YYYY-MM-DD', a real day of the years the shop takes (the domain's isIsoDate), or 400 with the route's message. */
export class IsoDatePipe implements PipeTransform<unknown, string> {
  constructor(private readonly invalid: string) {}

  transform(value: unknown): string {
    if (!isIsoDate(value)) throw new ApiError(400, this.invalid);
    return value;
  }
}

export const DELIVERY_DAY = new IsoDatePipe(FULFILMENT_ERRORS.invalidDay.message);
