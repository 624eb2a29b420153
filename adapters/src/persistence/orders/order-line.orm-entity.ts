import { Check, Entity, Index, Unique } from 'typeorm';
import { ProductIdColumn } from '../catalogue/product.orm-entity';
import { BigIdentityColumn, IntegerColumn, JsonColumn, KopecksColumn, OptionalTextColumn, TextColumn } from '../shared/columns';
import { OrderIdColumn } from './order.orm-entity';

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
// The products' orders: whether an order holds a catalogue product, from the index alone.
@Index('order_lines_product_orders_idx', (l: OrderLineOrmEntity) => [l.orderId], { where: 'product_id IS NOT NULL' })
export class OrderLineOrmEntity {
  @BigIdentityColumn()
  id: string;

  @OrderIdColumn('order_lines.order_id', { onDelete: 'CASCADE' })
  orderId: number;

  /** 'product:<id>' or 'bouquet:<key>': a product deleted since keeps its line a product line. */
  @TextColumn('line_key')
  lineKey: string;

  @ProductIdColumn('order_lines.product_id', { nullable: true, onDelete: 'SET NULL' })
  productId: number | null;

  @TextColumn('title')
  title: string;

  @KopecksColumn('unit_price_kopecks')
  unitPriceKopecks: number;

  @IntegerColumn('quantity')
  quantity: number;

  @OptionalTextColumn('image_url')
  imageUrl: string | null;

  /** Empty for a product line. */
  @JsonColumn('composition', { default: [] })
  composition: StoredCompositionEntry[];
}
