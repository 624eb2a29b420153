import type { CartCatalogue } from '@shop/domain';

/** Every product (hidden ones too, for carts and old orders) and the constructor's flowers, by id. */
export interface CatalogueSnapshot extends CartCatalogue {
  /** Changes exactly when what was read changes: what caches of pages built from it are keyed by. */
  readonly version: string;
}

/** Read side of the catalogue: what the shop sells now (a replica may serve it from a short cache). */
export abstract class CatalogueReadModel {
  abstract snapshot(): Promise<CatalogueSnapshot>;

  /**
   * The version of the snapshot held now, when the next snapshot() would return it without reading
   * anything; null when it would read. Lets the hottest reads check an answer kept for a version
   * without waiting on anything.
   */
  abstract heldVersion(): string | null;
}
