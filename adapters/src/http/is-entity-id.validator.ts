import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isEntityId } from '@shop/domain';

/** A body's id of a stored thing: a whole number from 1 to 2^31−1 (a bigger one would overflow the database column). */
export const IsEntityId = (options: ValidationOptions & { message: string }) =>
  ValidateBy({ name: 'isEntityId', validator: { validate: (value: unknown) => isEntityId(value) } }, options);
