/**
 * One database transaction: what the repositories do inside `run` commits together or not at all,
 * and rows they load for update stay locked until it ends. A `run` inside a `run` joins the outer one.
 */
export abstract class TransactionRunner {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
