/** The queue of background work every replica takes from (PostgreSQL through pg-boss in production). */
export abstract class JobQueue {
  /**
   * Queues one run of the background job `job` with `data`. Inside `TransactionRunner.run` it is
   * queued with the transaction: it exists exactly when the change that caused it commits.
   */
  abstract send(job: string, data: object): Promise<void>;
}
