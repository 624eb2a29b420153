import { Check, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { CategoryCode, PromoKind } from '@shop/domain';
import {
  BooleanColumn,
  CreatedAtColumn,
  IntegerColumn,
  JsonColumn,
  OptionalIntegerColumn,
  OptionalKopecksColumn,
  OptionalMomentColumn,
  TextColumn,
  referencesTo,
} from '../shared/columns';

/** A promo code as the admin set it up; its uses are the orders that carry it and are not canceled. */
@Entity({ name: 'promo_codes' })
@Unique('promo_codes_code_key', ['code'])
@Check('promo_codes_kind_check', `kind IN ('percent', 'fixed')`)
@Check('promo_codes_percent_check', 'percent BETWEEN 1 AND 100')
@Check('promo_codes_amount_kopecks_check', 'amount_kopecks > 0')
@Check('promo_codes_min_goods_kopecks_check', 'min_goods_kopecks >= 0')
@Check('promo_codes_max_uses_check', 'max_uses > 0')
@Check('promo_codes_max_uses_per_customer_check', 'max_uses_per_customer > 0')
export class PromoCodeOrmEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @TextColumn('code')
  code: string;

  @TextColumn('kind')
  kind: PromoKind;

  @OptionalIntegerColumn('percent')
  percent: number | null;

  @OptionalKopecksColumn('amount_kopecks')
  amountKopecks: number | null;

  @IntegerColumn('min_goods_kopecks', { default: 0 })
  minGoodsKopecks: number;

  @OptionalMomentColumn('starts_at')
  startsAt: Date | null;

  @OptionalMomentColumn('ends_at')
  endsAt: Date | null;

  @OptionalIntegerColumn('max_uses')
  maxUses: number | null;

  @OptionalIntegerColumn('max_uses_per_customer')
  maxUsesPerCustomer: number | null;

  @JsonColumn('categories', { default: [] })
  categories: CategoryCode[];

  @JsonColumn('product_ids', { default: [] })
  productIds: number[];

  @BooleanColumn('bouquets', { default: false })
  bouquets: boolean;

  @BooleanColumn('active', { default: true })
  active: boolean;

  @CreatedAtColumn()
  createdAt: Date;
}

/** A promo code's id in another table. */
export const PromoCodeIdColumn = referencesTo(() => PromoCodeOrmEntity, 'integer');
