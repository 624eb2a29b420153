import type { RememberedDateFields } from '@shop/domain';

/** A customer's remembered date as kept. */
export interface RememberedDate extends RememberedDateFields {
  readonly id: number;
}

/** The customers' remembered dates; every call names the owner, so nobody reaches another's dates. */
export abstract class RememberedDateRepository {
  abstract ofCustomer(userId: number): Promise<RememberedDate[]>;
  /** Locks the customer's dates until the transaction ends (parallel adds wait) and counts them. */
  abstract countForUpdate(userId: number): Promise<number>;
  abstract add(userId: number, fields: RememberedDateFields): Promise<RememberedDate>;
  /** null when the customer has no such date. */
  abstract update(userId: number, dateId: number, fields: RememberedDateFields): Promise<RememberedDate | null>;
  /** false when the customer has no such date. */
  abstract remove(userId: number, dateId: number): Promise<boolean>;
}
