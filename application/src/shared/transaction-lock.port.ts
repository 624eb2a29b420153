/**
 * A named claim held until the current transaction ends, across every replica: for work that must
 * not run twice at once, such as storing a second photo of an order while the first is stored.
 */
export abstract class TransactionLock {
  /** True when the claim is now this transaction's; false at once while another transaction holds it. */
  abstract tryClaim(name: string): Promise<boolean>;
}
