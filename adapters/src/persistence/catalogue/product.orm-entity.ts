import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CategoryCode } from '@shop/domain';
import {
  BooleanColumn,
  CreatedAtColumn,
  IntegerColumn,
  KopecksColumn,
  OptionalIntegerColumn,
  referencesTo,
  TextColumn,
  UpdatedAtColumn,
} from '../shared/columns';

@Entity({ name: 'products' })
@Check('products_title_check', 'length(title) BETWEEN 1 AND 200')
@Check('products_price_kopecks_check', 'price_kopecks >= 0')
@Check('products_category_check', `category IN ('terrariums', 'plants', 'Artificial_plants', 'ServiceFlowers')`)
@Check('products_images_check', 'cardinality(images) BETWEEN 1 AND 10')
@Check('products_stock_check', 'stock >= 0')
@Check('products_lead_days_check', 'lead_days BETWEEN 0 AND 30')
@Index('products_visible_category_idx', (p: ProductOrmEntity) => [p.category, p.id], { where: 'is_visible' })
export class ProductOrmEntity {
  /** By default: the seeded catalogue keeps its ids. */
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @TextColumn('title')
  title: string;

  @TextColumn('description')
  description: string;

  @KopecksColumn('price_kopecks')
  priceKopecks: number;

  @BooleanColumn('price_from', { default: false })
  priceFrom: boolean;

  @TextColumn('category')
  category: CategoryCode;

  @Column({ type: 'text', array: true })
  images: string[];

  @BooleanColumn('is_visible', { default: true })
  isVisible: boolean;

  /** Null: made to order, no limit. */
  @OptionalIntegerColumn('stock')
  stock: number | null;

  /** Days it takes to make. */
  @IntegerColumn('lead_days', { default: 0 })
  leadDays: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}

/** A product's id in another table. */
export const ProductIdColumn = referencesTo(() => ProductOrmEntity, 'integer');
