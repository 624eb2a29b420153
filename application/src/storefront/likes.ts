import { domainError, err, ok, type Result } from '@shop/domain';
import { CatalogueReadModel } from '../catalogue/catalogue.read-model.port';
import { LikeStore, type LikeOutcome } from './like-store.port';

export const LIKE_ERRORS = {
  unknownItem: domainError('LIKES.UNKNOWN_ITEM', 'Товар не найден'),
} as const;

const ITEM_ID = /^plant-(\d{1,9})$/;

/** Likes of catalogue products, keyed 'plant-{id}' as the spec says. */
export class Likes {
  constructor(
    private readonly store: LikeStore,
    private readonly catalogue: CatalogueReadModel,
  ) {}

  async count(itemId: string): Promise<Result<number, typeof LIKE_ERRORS.unknownItem>> {
    if (!(await this.exists(itemId))) return err(LIKE_ERRORS.unknownItem);
    return ok(await this.store.count(itemId));
  }

  async like(itemId: string, sessionHash: string): Promise<Result<LikeOutcome, typeof LIKE_ERRORS.unknownItem>> {
    if (!(await this.exists(itemId))) return err(LIKE_ERRORS.unknownItem);
    return ok(await this.store.like(itemId, sessionHash));
  }

  private async exists(itemId: string): Promise<boolean> {
    const match = ITEM_ID.exec(itemId);
    return match !== null && (await this.catalogue.findVisibleProduct(Number(match[1]))) !== null;
  }
}
