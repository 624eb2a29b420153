import { PROMO_ERRORS, err, ok, type PromoError, type Result } from '@shop/domain';
import { TransactionRunner } from '../../shared/transaction.port';
import { PromoCodeRepository } from '../promo-code.repository.port';

/** Deletes a code no order ever carried; one that was used can only be switched off (orders keep naming it). */
export class DeletePromoCode {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly promos: PromoCodeRepository,
  ) {}

  execute(id: number): Promise<Result<void, PromoError>> {
    return this.transaction.run(async () => {
      const promo = await this.promos.lockById(id);
      if (!promo) return err(PROMO_ERRORS.unknownId);
      if (await this.promos.everUsed(id)) return err(PROMO_ERRORS.usedNotDeletable);
      await this.promos.delete(id);
      return ok(undefined);
    });
  }
}
