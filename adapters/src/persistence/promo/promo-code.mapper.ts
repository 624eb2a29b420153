import { Money, type PromoCode, type PromoTerms } from '@shop/domain';
import type { PromoCodeOrmEntity } from './promo-code.orm-entity';

export const toPromoCode = (row: PromoCodeOrmEntity): PromoCode => ({
  id: row.id,
  code: row.code,
  offer: row.kind === 'percent' ? { kind: 'percent', percent: row.percent ?? 0 } : { kind: 'fixed', amount: Money.ofKopecks(row.amountKopecks ?? 0) },
  minGoods: Money.ofKopecks(row.minGoodsKopecks),
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  categories: row.categories,
  productIds: row.productIds,
  bouquets: row.bouquets,
  active: row.active,
});

/** The row's columns the admin's form sets. */
export const promoColumns = (terms: PromoTerms): Omit<PromoCodeOrmEntity, 'id' | 'createdAt'> => ({
  code: terms.code,
  kind: terms.offer.kind,
  percent: terms.offer.kind === 'percent' ? terms.offer.percent : null,
  amountKopecks: terms.offer.kind === 'fixed' ? terms.offer.amount.kopecks : null,
  minGoodsKopecks: terms.minGoods.kopecks,
  startsAt: terms.startsAt,
  endsAt: terms.endsAt,
  maxUses: terms.maxUses,
  maxUsesPerCustomer: terms.maxUsesPerCustomer,
  categories: [...terms.categories],
  productIds: [...terms.productIds],
  bouquets: terms.bouquets,
  active: terms.active,
});
