import type { Product, ProductDetails, ProductEdit } from '@shop/domain';

/** Products as the admin manages them; order lines keep their own snapshot, so edits never reach them. Each write is audited. */
export abstract class ProductRepository {
  abstract create(details: ProductDetails, actorUserId: number): Promise<number>;
  /** The images the product showed before the change; null when there is no such product. A stock or lead time left out stays as stored. */
  abstract update(id: number, edit: ProductEdit, actorUserId: number): Promise<readonly string[] | null>;
  abstract setVisible(id: number, visible: boolean, actorUserId: number): Promise<boolean>;
  /** Every product, hidden ones too, in id order, as the database has it now. */
  abstract all(): Promise<Product[]>;
}
