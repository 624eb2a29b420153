import { Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../shared/columns';
import { UserOrmEntity } from '../users/user.orm-entity';
import { PromoCodeIdColumn } from './promo-code.orm-entity';

/** The promo code a customer entered in their cart (one per cart). */
@Entity({ name: 'cart_promos' })
@Index('cart_promos_promo_code_idx', (p: CartPromoOrmEntity) => [p.promoCodeId])
export class CartPromoOrmEntity {
  @PrimaryColumn({ type: 'integer', name: 'user_id' })
  @ForeignKey(() => UserOrmEntity, { name: 'cart_promos_user_id_fkey', onDelete: 'CASCADE' })
  userId: number;

  @PromoCodeIdColumn('cart_promos.promo_code_id', { onDelete: 'CASCADE' })
  promoCodeId: number;

  @CreatedAtColumn()
  createdAt: Date;
}
