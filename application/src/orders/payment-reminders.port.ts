/** Which orders were reminded to pay: each at most once. */
export abstract class PaymentReminders {
  /** Marks the order reminded; false when it already was (a parallel job or an earlier run got there first). */
  abstract claim(orderId: number): Promise<boolean>;
}
