import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** The constructor's flowers: ids fixed by the seed, never generated. */
@Entity({ name: 'flowers' })
@Check('flowers_price_kopecks_check', 'price_kopecks >= 0')
export class FlowerOrmEntity {
  @PrimaryColumn('integer')
  id: number;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'integer', name: 'price_kopecks' })
  priceKopecks: number;

  @Column({ type: 'text' })
  image: string;
}
