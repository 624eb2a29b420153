import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CategoryCode } from '@shop/domain';

@Entity({ name: 'products' })
export class ProductOrmEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'integer', name: 'price_kopecks' })
  priceKopecks: number;

  @Column({ type: 'boolean', name: 'price_from' })
  priceFrom: boolean;

  @Column({ type: 'text' })
  category: CategoryCode;

  @Column({ type: 'text', array: true })
  images: string[];

  @Column({ type: 'boolean', name: 'is_visible' })
  isVisible: boolean;

  @Column({ type: 'timestamptz', name: 'created_at', insert: false, update: false })
  createdAt: Date;

  @Column({ type: 'timestamptz', name: 'updated_at', insert: false })
  updatedAt: Date;
}
