import { Check, Entity, PrimaryColumn } from 'typeorm';
import { KopecksColumn, TextColumn } from '../shared/columns';

/** The constructor's flowers: ids fixed by the seed, never generated. */
@Entity({ name: 'flowers' })
@Check('flowers_price_kopecks_check', 'price_kopecks >= 0')
export class FlowerOrmEntity {
  @PrimaryColumn('integer')
  id: number;

  @TextColumn('title')
  title: string;

  @KopecksColumn('price_kopecks')
  priceKopecks: number;

  @TextColumn('image')
  image: string;
}
