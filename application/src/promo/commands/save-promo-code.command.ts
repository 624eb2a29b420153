import { promoTerms, type PromoCode, type PromoError, type PromoTermsInput, type Result } from '@shop/domain';
import { PromoCodeRepository } from '../promo-code.repository.port';

/** The admin's «Промокоды» form: a new code, or an existing one changed (the uses it has stay). */
export class SavePromoCode {
  constructor(private readonly promos: PromoCodeRepository) {}

  create(input: PromoTermsInput): Promise<Result<PromoCode, PromoError>> {
    const terms = promoTerms(input);
    return terms.ok ? this.promos.create(terms.value) : Promise.resolve(terms);
  }

  update(id: number, input: PromoTermsInput): Promise<Result<PromoCode, PromoError>> {
    const terms = promoTerms(input);
    return terms.ok ? this.promos.update(id, terms.value) : Promise.resolve(terms);
  }
}
