import { STOREFRONT_ERRORS, err, likedProductId, ok, type Result, type StorefrontError } from '@shop/domain';
import { CatalogueReadModel } from '../catalogue/catalogue.read-model.port';
import { LikeStore, type LikeOutcome } from './like.store.port';

/** Like counters of visible catalogue products, keyed 'plant-{id}' (spec §3), one vote per browser session. */
export class ProductLikes {
  constructor(
    private readonly store: LikeStore,
    private readonly catalogue: CatalogueReadModel,
  ) {}

  async count(itemId: string): Promise<Result<number, StorefrontError>> {
    if (!(await this.exists(itemId))) return err(STOREFRONT_ERRORS.unknownLikeItem);
    return ok(await this.store.count(itemId));
  }

  async like(itemId: string, sessionHash: string): Promise<Result<LikeOutcome, StorefrontError>> {
    if (!(await this.exists(itemId))) return err(STOREFRONT_ERRORS.unknownLikeItem);
    return ok(await this.store.like(itemId, sessionHash));
  }

  private async exists(itemId: string): Promise<boolean> {
    const productId = likedProductId(itemId);
    return productId !== null && ((await this.catalogue.snapshot()).products.get(productId)?.visible ?? false);
  }
}
