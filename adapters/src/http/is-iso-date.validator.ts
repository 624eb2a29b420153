import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isIsoDate } from '@shop/domain';

/** A body's date: 'YYYY-MM-DD', a real day of the years the shop takes (the domain's isIsoDate). */
export const IsIsoDate = (options: ValidationOptions & { message: string }) =>
  ValidateBy({ name: 'isIsoDate', validator: { validate: (value: unknown) => isIsoDate(value) } }, options);
