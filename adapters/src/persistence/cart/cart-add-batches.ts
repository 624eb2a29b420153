import type { AddOutcome } from '@shop/application';

/** One product add, as CartRepository.addProduct is asked it. */
export interface ProductAdd {
  readonly userId: number;
  readonly productId: number;
  readonly quantity: number;
  readonly maxPerLine: number;
}

/** Sends adds to PostgreSQL: a batch of adds (each customer at most once, one cap) in one statement, or one alone. */
export interface ProductAddStatements {
  /** The customers whose add was made; the others' lines were at their cap. */
  batch(adds: readonly ProductAdd[]): Promise<ReadonlySet<number>>;
  single(add: ProductAdd): Promise<AddOutcome>;
}

interface WaitingAdd extends ProductAdd {
  readonly settle: (outcome: Promise<AddOutcome>) => void;
}

/**
 * The cart's adds, sent in batches: the adds that arrive while one batch is with PostgreSQL go
 * together in the next, as one statement and one commit. Under load the shop otherwise paid a
 * statement, a commit and a wake of a PostgreSQL backend for every add, and a batch pays them once
 * (bench/api.bench.ts, cart add). A lone add goes at once, in a batch of one.
 *
 * Each add keeps its own outcome: a batch holds each customer at most once (a second add of theirs
 * waits for the next batch), so no two adds of a batch touch the same line, and each counts
 * against the line's cap as it would alone. A batch PostgreSQL refuses (a product or a customer
 * deleted meanwhile) is sent again one add at a time, so only the add at fault fails.
 */
export class CartAddBatches {
  private waiting: WaitingAdd[] = [];
  private sending = false;

  constructor(private readonly statements: ProductAddStatements) {}

  add(add: ProductAdd): Promise<AddOutcome> {
    return new Promise((resolve) => {
      this.waiting.push({ ...add, settle: resolve });
      if (!this.sending) void this.sendWaiting();
    });
  }

  private async sendWaiting(): Promise<void> {
    this.sending = true;
    try {
      // The adds of the requests handled in this turn of the event loop join the first batch.
      await new Promise<void>((resolve) => setImmediate(resolve));
      while (this.waiting.length > 0) await this.send(this.nextBatch());
    } finally {
      this.sending = false;
    }
  }

  /** The waiting adds of distinct customers with the first one's cap, in arrival order; the rest keep waiting. */
  private nextBatch(): WaitingAdd[] {
    const batch: WaitingAdd[] = [];
    const rest: WaitingAdd[] = [];
    const customers = new Set<number>();
    const cap = this.waiting[0].maxPerLine;
    for (const add of this.waiting) {
      if (add.maxPerLine === cap && !customers.has(add.userId)) {
        customers.add(add.userId);
        batch.push(add);
      } else rest.push(add);
    }
    this.waiting = rest;
    return batch;
  }

  private async send(batch: readonly WaitingAdd[]): Promise<void> {
    if (batch.length === 1) return this.sendAlone(batch[0]);
    let made: ReadonlySet<number>;
    try {
      made = await this.statements.batch(batch);
    } catch {
      await Promise.all(batch.map((add) => this.sendAlone(add)));
      return;
    }
    for (const add of batch) add.settle(Promise.resolve(made.has(add.userId) ? 'added' : 'limit'));
  }

  /** Settles the add with its own statement's outcome, once that is known. */
  private async sendAlone(add: WaitingAdd): Promise<void> {
    const outcome = this.statements.single(add);
    add.settle(outcome);
    await outcome.catch(() => undefined);
  }
}
