import { Check, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BooleanColumn, KopecksColumn, OptionalIntegerColumn, TextColumn } from '../shared/columns';

/** The constructor's flowers: the seed writes its own ids (301–312), the shop's new ones are numbered after them. */
@Entity({ name: 'flowers' })
@Check('flowers_price_kopecks_check', 'price_kopecks >= 0')
@Check('flowers_stock_check', 'stock >= 0')
export class FlowerOrmEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @TextColumn('title')
  title: string;

  @KopecksColumn('price_kopecks')
  priceKopecks: number;

  @TextColumn('image')
  image: string;

  @BooleanColumn('available', { default: true })
  available: boolean;

  /** Stems in stock; null: unlimited. */
  @OptionalIntegerColumn('stock')
  stock: number | null;
}
