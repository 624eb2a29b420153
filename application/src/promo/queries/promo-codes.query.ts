import { toAdminPromoCodeDto, type AdminPromoCodeDto } from '@shop/domain';
import { PromoCodeRepository } from '../promo-code.repository.port';

/** GET /api/admin/promo-codes: every code with its live uses. */
export class PromoCodesQuery {
  constructor(private readonly promos: PromoCodeRepository) {}

  async execute(): Promise<AdminPromoCodeDto[]> {
    return (await this.promos.list()).map(({ promo, uses }) => toAdminPromoCodeDto(promo, uses));
  }
}
