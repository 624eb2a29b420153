// Wire shapes of the promo-code calls. Amounts are roubles with at most 2 decimals; instants ISO 8601
// on the Moscow clock ('2026-03-08T23:59:59+03:00'). The mappers are in promo.mapper.ts.
import type { CategoryCode } from '../catalogue/category.value-object';
import type { PromoKind } from '../promo/promo-code.terms';

/** The body of POST /api/admin/promo-codes and PUT /api/admin/promo-codes/{id}. */
export interface PromoCodePayloadDto {
  code: string;
  kind: PromoKind;
  /** A whole percent (1–100) or roubles (> 0). */
  value: number;
  /** Roubles; the cart's whole goods sum must reach it. */
  min_goods: number;
  /** ISO 8601 with an offset, or a Moscow day 'YYYY-MM-DD' (its start); null: from now. */
  starts_at: string | null;
  /** As starts_at; a day means its end; null: no end. */
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  /** Category codes of the catalogue; with product_ids empty too: every product. */
  categories: CategoryCode[];
  product_ids: number[];
  /** Constructor bouquets are discounted too. */
  bouquets: boolean;
  active: boolean;
}

/** One code of GET /api/admin/promo-codes. */
export interface AdminPromoCodeDto extends PromoCodePayloadDto {
  id: number;
  /** Orders that hold a use now (placed with it and not canceled). */
  uses: number;
}

/** POST /api/cart/promo { code } */
export interface CartPromoPayloadDto {
  code: string;
}

/** The cart's code: POST /api/cart/promo's answer and GET /api/cart's promo. */
export interface CartPromoDto {
  code: string;
  /** Roubles off the goods; 0 while the cart does not qualify. */
  discount: number;
  /** The cart's goods, roubles. */
  goods: number;
  /** goods − discount (delivery is not known yet). */
  total: number;
  /** Why the cart no longer qualifies (the Russian reason); absent when the code applies. */
  problem?: string;
}
