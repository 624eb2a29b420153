import type { AddOutcome } from '@shop/application';
import { CartAddBatches, type ProductAdd, type ProductAddStatements } from './cart-add-batches';

const add = (userId: number, productId = 1, maxPerLine = 99): ProductAdd => ({ userId, productId, quantity: 1, maxPerLine });

/** Statements that answer only when told to: what was sent, in order, and a way to answer the oldest. */
function heldStatements() {
  const sent: { kind: 'batch' | 'single'; customers: number[]; answer: (outcome: unknown) => void; refuse: () => void }[] = [];
  const statements: ProductAddStatements = {
    batch: (adds) =>
      new Promise<ReadonlySet<number>>((resolve, reject) => {
        sent.push({
          kind: 'batch',
          customers: adds.map((a) => a.userId),
          answer: (made) => resolve(made as Set<number>),
          refuse: () => reject(new Error('refused')),
        });
      }),
    single: (one) =>
      new Promise<AddOutcome>((resolve, reject) => {
        sent.push({ kind: 'single', customers: [one.userId], answer: (outcome) => resolve(outcome as AddOutcome), refuse: () => reject(new Error('refused')) });
      }),
  };
  return { statements, sent };
}

/** Lets the batches' setImmediate and promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the cart’s adds in batches', () => {
  it('sends a lone add at once, on its own, and answers with its outcome', async () => {
    const { statements, sent } = heldStatements();
    const batches = new CartAddBatches(statements);
    const outcome = batches.add(add(7));
    await settle();
    expect(sent.map((s) => [s.kind, s.customers])).toEqual([['single', [7]]]);
    sent[0].answer('limit');
    await expect(outcome).resolves.toBe('limit');
  });

  it('sends the adds that arrive while a statement is out together in the next batch, each with its own outcome', async () => {
    const { statements, sent } = heldStatements();
    const batches = new CartAddBatches(statements);
    const first = batches.add(add(1));
    await settle();
    const waiting = [2, 3, 4].map((customer) => batches.add(add(customer)));
    await settle();
    expect(sent).toHaveLength(1);
    sent[0].answer('added');
    await settle();
    expect(sent.map((s) => [s.kind, s.customers])).toEqual([
      ['single', [1]],
      ['batch', [2, 3, 4]],
    ]);
    sent[1].answer(new Set([2, 4]));
    await expect(first).resolves.toBe('added');
    await expect(Promise.all(waiting)).resolves.toEqual(['added', 'limit', 'added']);
  });

  it('puts a customer at most once in a batch, and an add under another cap in a batch of its own', async () => {
    const { statements, sent } = heldStatements();
    const batches = new CartAddBatches(statements);
    void batches.add(add(1));
    await settle();
    const later = [add(2), add(2, 5), add(3, 1, 10), add(4)].map((one) => batches.add(one));
    await settle();
    sent[0].answer('added');
    await settle();
    expect(sent[1].customers).toEqual([2, 4]);
    sent[1].answer(new Set([2, 4]));
    await settle();
    expect(sent.slice(2).map((s) => [s.kind, s.customers])).toEqual([['single', [2]]]);
    sent[2].answer('added');
    await settle();
    expect(sent.slice(3).map((s) => [s.kind, s.customers])).toEqual([['single', [3]]]);
    sent[3].answer('limit');
    await expect(Promise.all(later)).resolves.toEqual(['added', 'added', 'limit', 'added']);
  });

  it('sends a batch PostgreSQL refused again one add at a time, so only the add at fault fails', async () => {
    const { statements, sent } = heldStatements();
    const batches = new CartAddBatches(statements);
    void batches.add(add(1));
    await settle();
    const waiting = [2, 3].map((customer) => batches.add(add(customer)));
    await settle();
    sent[0].answer('added');
    await settle();
    sent[1].refuse();
    await settle();
    expect(sent.slice(2).map((s) => [s.kind, s.customers])).toEqual([
      ['single', [2]],
      ['single', [3]],
    ]);
    sent[2].refuse();
    sent[3].answer('added');
    await expect(waiting[0]).rejects.toThrow('refused');
    await expect(waiting[1]).resolves.toBe('added');
  });

  it('goes on with the next adds after a lone add failed', async () => {
    const { statements, sent } = heldStatements();
    const batches = new CartAddBatches(statements);
    const failed = batches.add(add(1));
    await settle();
    sent[0].refuse();
    await expect(failed).rejects.toThrow('refused');
    const next = batches.add(add(2));
    await settle();
    sent[1].answer('added');
    await expect(next).resolves.toBe('added');
  });
});
