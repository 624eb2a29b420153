import type { PromoCode, PromoError, PromoTerms, PromoUsage, Result } from '@shop/domain';

/** A promo code with how many orders hold a use of it now. */
export interface PromoCodeWithUses {
  readonly promo: PromoCode;
  readonly uses: number;
}

/**
 * The promo codes, the code in each customer's cart, and their uses: an order that carries a code
 * holds a use of it until it is canceled (rejected, deleted or expired), so a use comes back with
 * the order's own status and nothing has to remember to return it.
 */
export abstract class PromoCodeRepository {
  abstract list(): Promise<PromoCodeWithUses[]>;
  /** By its code as normalizePromoCode writes it; switched off codes too. */
  abstract findByCode(code: string): Promise<PromoCode | null>;
  /** Inside a transaction: the code's row locked until it ends, so uses are counted and taken one at a time. */
  abstract lockById(id: number): Promise<PromoCode | null>;
  /** Refused with codeTaken when another code has the same text. */
  abstract create(terms: PromoTerms): Promise<Result<PromoCode, PromoError>>;
  /** Refused with unknownId or codeTaken. */
  abstract update(id: number, terms: PromoTerms): Promise<Result<PromoCode, PromoError>>;
  abstract delete(id: number): Promise<void>;
  /** Uses held now by every customer. */
  abstract liveUses(promoCodeId: number): Promise<number>;
  /** Uses held now: by every customer, and by this one. */
  abstract usage(promoCodeId: number, customerId: number): Promise<PromoUsage>;
  /** Whether any order ever carried the code (canceled ones too). */
  abstract everUsed(promoCodeId: number): Promise<boolean>;
  /** The order just placed takes a use of the code. */
  abstract recordUse(orderId: number, promoCodeId: number): Promise<void>;

  /** The code the customer entered in their cart; null: none. */
  abstract cartPromo(userId: number): Promise<PromoCode | null>;
  abstract setCartPromo(userId: number, promoCodeId: number): Promise<void>;
  abstract clearCartPromo(userId: number): Promise<void>;
}
