import { Injectable } from '@nestjs/common';
import { Not } from 'typeorm';
import { PromoCodeRepository, type PromoCodeWithUses } from '@shop/application';
import { PROMO_ERRORS, err, ok, type PromoCode, type PromoError, type PromoTerms, type PromoUsage, type Result } from '@shop/domain';
import { OrderOrmEntity } from '../orders/order.orm-entity';
import { selectRows } from '../shared/select-rows';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';
import { CartPromoOrmEntity } from './cart-promo.orm-entity';
import { promoColumns, toPromoCode } from './promo-code.mapper';
import { PromoCodeOrmEntity } from './promo-code.orm-entity';

const PG_UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; driverError?: { code?: string } };
  return (e.driverError?.code ?? e.code) === PG_UNIQUE_VIOLATION;
};

/** A use is an order that carries the code and is not canceled. */
const LIVE_USE = { status: Not('canceled' as const) };

interface UsesRow {
  promoCodeId: number;
  uses: string;
}

@Injectable()
export class PromoCodeTypeormRepository extends PromoCodeRepository {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async list(): Promise<PromoCodeWithUses[]> {
    const manager = this.transaction.manager();
    const [rows, uses] = await Promise.all([
      manager.find(PromoCodeOrmEntity, { order: { createdAt: 'DESC', id: 'DESC' } }),
      manager
        .createQueryBuilder(OrderOrmEntity, 'o')
        .select('o.promo_code_id', 'promoCodeId')
        .addSelect('count(*)', 'uses')
        .where('o.promo_code_id IS NOT NULL')
        .andWhere(`o.status <> 'canceled'`)
        .groupBy('o.promo_code_id')
        .getRawMany<UsesRow>(),
    ]);
    const byCode = new Map(uses.map((row) => [Number(row.promoCodeId), Number(row.uses)]));
    return rows.map((row) => ({ promo: toPromoCode(row), uses: byCode.get(row.id) ?? 0 }));
  }

  async findByCode(code: string): Promise<PromoCode | null> {
    const row = await this.transaction.manager().findOne(PromoCodeOrmEntity, { where: { code } });
    return row && toPromoCode(row);
  }

  async lockById(id: number): Promise<PromoCode | null> {
    const row = await this.transaction.transactionManager().findOne(PromoCodeOrmEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    return row && toPromoCode(row);
  }

  async create(terms: PromoTerms): Promise<Result<PromoCode, PromoError>> {
    try {
      const row = await this.transaction.manager().save(PromoCodeOrmEntity, this.transaction.manager().create(PromoCodeOrmEntity, promoColumns(terms)));
      return ok(toPromoCode(row));
    } catch (error) {
      if (isUniqueViolation(error)) return err(PROMO_ERRORS.codeTaken);
      throw error;
    }
  }

  async update(id: number, terms: PromoTerms): Promise<Result<PromoCode, PromoError>> {
    try {
      const { affected } = await this.transaction.manager().update(PromoCodeOrmEntity, { id }, promoColumns(terms));
      return affected ? ok({ ...terms, id }) : err(PROMO_ERRORS.unknownId);
    } catch (error) {
      if (isUniqueViolation(error)) return err(PROMO_ERRORS.codeTaken);
      throw error;
    }
  }

  async delete(id: number): Promise<void> {
    await this.transaction.manager().delete(PromoCodeOrmEntity, { id });
  }

  liveUses(promoCodeId: number): Promise<number> {
    return this.transaction.manager().count(OrderOrmEntity, { where: { promoCodeId, ...LIVE_USE } });
  }

  async usage(promoCodeId: number, customerId: number): Promise<PromoUsage> {
    const manager = this.transaction.manager();
    const [total, byCustomer] = await Promise.all([
      this.liveUses(promoCodeId),
      manager.count(OrderOrmEntity, { where: { promoCodeId, userId: customerId, ...LIVE_USE } }),
    ]);
    return { total, byCustomer };
  }

  async everUsed(promoCodeId: number): Promise<boolean> {
    return this.transaction.manager().exists(OrderOrmEntity, { where: { promoCodeId } });
  }

  async recordUse(orderId: number, promoCodeId: number): Promise<void> {
    await this.transaction.manager().update(OrderOrmEntity, { id: orderId }, { promoCodeId });
  }

  async cartPromo(userId: number): Promise<PromoCode | null> {
    const manager = this.transaction.manager();
    const [entry] = await selectRows(manager, CartPromoOrmEntity, 'user_id = $1', [userId]);
    if (!entry) return null;
    const [row] = await selectRows(manager, PromoCodeOrmEntity, 'id = $1', [entry.promoCodeId]);
    return row ? toPromoCode(row) : null;
  }

  async setCartPromo(userId: number, promoCodeId: number): Promise<void> {
    await this.transaction.manager().upsert(CartPromoOrmEntity, { userId, promoCodeId }, ['userId']);
  }

  async clearCartPromo(userId: number): Promise<void> {
    await this.transaction.manager().delete(CartPromoOrmEntity, { userId });
  }
}
