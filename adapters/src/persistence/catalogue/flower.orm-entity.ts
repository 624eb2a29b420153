import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'flowers' })
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
