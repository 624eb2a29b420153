import {
  promoTerms,
  toAdminPromoCodeDto,
  type AdminPromoCodeDto,
  type PromoCode,
  type PromoError,
  type PromoTerms,
  type PromoTermsInput,
  type Result,
} from '@shop/domain';
import { PromoCodeRepository } from '../promo-code.repository.port';

/** The admin's «Промокоды» form: a new code, or an existing one changed (the uses it has stay). Answers the code as the list shows it. */
export class SavePromoCode {
  constructor(private readonly promos: PromoCodeRepository) {}

  create(input: PromoTermsInput): Promise<Result<AdminPromoCodeDto, PromoError>> {
    return this.save(input, (terms) => this.promos.create(terms));
  }

  update(id: number, input: PromoTermsInput): Promise<Result<AdminPromoCodeDto, PromoError>> {
    return this.save(input, (terms) => this.promos.update(id, terms));
  }

  private async save(
    input: PromoTermsInput,
    write: (terms: PromoTerms) => Promise<Result<PromoCode, PromoError>>,
  ): Promise<Result<AdminPromoCodeDto, PromoError>> {
    const terms = promoTerms(input);
    if (!terms.ok) return terms;
    const saved = await write(terms.value);
    return saved.ok ? { ok: true, value: toAdminPromoCodeDto(saved.value, await this.promos.liveUses(saved.value.id)) } : saved;
  }
}
