import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { ProductOrmEntity } from '../catalogue/product.orm-entity';
import { BigIdentityColumn } from '../shared/columns';
import { OrderOrmEntity } from './order.orm-entity';

/** A bouquet's flower as order_lines.composition stores it. */
export interface StoredCompositionEntry {
  flower_id: number;
  title: string;
  quantity: number;
  price_kopecks: number;
  image: string | null;
}

/** A line snapshots what was bought: title, unit price, image and, for a bouquet, its flowers. */
@Entity({ name: 'order_lines' })
@Check('order_lines_unit_price_kopecks_check', 'unit_price_kopecks >= 0')
@Check('order_lines_quantity_check', 'quantity BETWEEN 1 AND 99')
@Unique('order_lines_order_id_line_key_key', (l: OrderLineOrmEntity) => [l.orderId, l.lineKey])
@Index('order_lines_product_idx', (l: OrderLineOrmEntity) => [l.productId])
export class OrderLineOrmEntity {
  @BigIdentityColumn()
  id: string;

  @Column({ type: 'integer', name: 'order_id' })
  @ForeignKey(() => OrderOrmEntity, { name: 'order_lines_order_id_fkey', onDelete: 'CASCADE' })
  orderId: number;

  /** 'product:<id>' or 'bouquet:<key>': a product deleted since keeps its line a product line. */
  @Column({ type: 'text', name: 'line_key' })
  lineKey: string;

  @Column({ type: 'integer', name: 'product_id', nullable: true })
  @ForeignKey(() => ProductOrmEntity, { name: 'order_lines_product_id_fkey', onDelete: 'SET NULL' })
  productId: number | null;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'integer', name: 'unit_price_kopecks' })
  unitPriceKopecks: number;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ type: 'text', name: 'image_url', nullable: true })
  imageUrl: string | null;

  /** Empty for a product line. */
  @Column({ type: 'jsonb', default: [] })
  composition: StoredCompositionEntry[];
}
