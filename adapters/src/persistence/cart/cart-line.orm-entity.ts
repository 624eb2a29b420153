import { Check, Entity, Index } from 'typeorm';
import { ProductIdColumn } from '../catalogue/product.orm-entity';
import { IntegerColumn, OptionalJsonColumn, OptionalTextColumn } from '../shared/columns';
import { RecordedRowOrmEntity } from '../shared/recorded-row.orm-entity';
import { UserIdColumn } from '../users/user.orm-entity';

/** A bouquet's flower as cart_lines.composition stores it. */
export interface StoredCartFlower {
  flower_id: number;
  quantity: number;
  /** The stem's price when the bouquet was added, kept while it is in the cart; missing in lines stored before prices were kept. */
  price_kopecks?: number;
}

/**
 * A cart line is a catalogue product or a collected bouquet. A product shows today's catalogue
 * price; a bouquet keeps the prices of its flowers from when it was added.
 */
@Entity({ name: 'cart_lines' })
@Check('cart_lines_quantity_check', 'quantity BETWEEN 1 AND 99')
@Check('cart_lines_check', '(product_id IS NULL) <> (bouquet_key IS NULL)')
@Check('cart_lines_check1', '(bouquet_key IS NULL) = (composition IS NULL)')
@Index('cart_lines_user_product_key', (l: CartLineOrmEntity) => [l.userId, l.productId], { unique: true, where: 'product_id IS NOT NULL' })
@Index('cart_lines_user_bouquet_key', (l: CartLineOrmEntity) => [l.userId, l.bouquetKey], { unique: true, where: 'bouquet_key IS NOT NULL' })
@Index('cart_lines_created_idx', (l: CartLineOrmEntity) => [l.createdAt])
export class CartLineOrmEntity extends RecordedRowOrmEntity {
  @UserIdColumn('cart_lines.user_id', { onDelete: 'CASCADE' })
  userId: number;

  @ProductIdColumn('cart_lines.product_id', { nullable: true, onDelete: 'CASCADE' })
  productId: number | null;

  @OptionalTextColumn('bouquet_key')
  bouquetKey: string | null;

  @OptionalJsonColumn('composition')
  composition: StoredCartFlower[] | null;

  @IntegerColumn('quantity')
  quantity: number;
}
