import type { Flower, FlowerDetails } from '@shop/domain';

/** The constructor's flowers as the admin manages them; bouquets in carts and orders keep their own prices. Each write is audited. */
export abstract class FlowerRepository {
  abstract create(details: FlowerDetails, actorUserId: number): Promise<Flower>;
  /** The flower after the change; null when there is no such flower. */
  abstract update(id: number, change: Partial<FlowerDetails>, actorUserId: number): Promise<Flower | null>;
  /** Every flower, out of season too, in id order. */
  abstract all(): Promise<Flower[]>;
}
