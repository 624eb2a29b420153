import { PROMO_ERRORS, err, ok, type PromoCode, type PromoError, type PromoTerms, type PromoUsage, type Result } from '@shop/domain';
import { PromoCodeRepository, type PromoCodeWithUses } from '../promo/promo-code.repository.port';
import type { InMemoryOrders } from './orders.fakes';

/** Promo codes in memory; a use is an order of `orders` that carries the code and is not canceled, as in the database. */
export class InMemoryPromoCodes extends PromoCodeRepository {
  readonly codes = new Map<number, PromoCode>();
  readonly carts = new Map<number, number>();
  readonly uses: { orderId: number; promoCodeId: number }[] = [];
  readonly locked: number[] = [];
  private lastId = 0;

  constructor(private readonly orders: InMemoryOrders) {
    super();
  }

  async list(): Promise<PromoCodeWithUses[]> {
    return [...this.codes.values()].map((promo) => ({ promo, uses: this.liveUses_(promo.id).length }));
  }
  async findByCode(code: string): Promise<PromoCode | null> {
    return [...this.codes.values()].find((promo) => promo.code === code) ?? null;
  }
  async lockById(id: number): Promise<PromoCode | null> {
    this.locked.push(id);
    return this.codes.get(id) ?? null;
  }
  async create(terms: PromoTerms): Promise<Result<PromoCode, PromoError>> {
    if (await this.findByCode(terms.code)) return err(PROMO_ERRORS.codeTaken);
    const promo = { ...terms, id: ++this.lastId };
    this.codes.set(promo.id, promo);
    return ok(promo);
  }
  async update(id: number, terms: PromoTerms): Promise<Result<PromoCode, PromoError>> {
    if (!this.codes.has(id)) return err(PROMO_ERRORS.unknownId);
    const other = await this.findByCode(terms.code);
    if (other && other.id !== id) return err(PROMO_ERRORS.codeTaken);
    const promo = { ...terms, id };
    this.codes.set(id, promo);
    return ok(promo);
  }
  async delete(id: number): Promise<void> {
    this.codes.delete(id);
  }
  async liveUses(promoCodeId: number): Promise<number> {
    return this.liveUses_(promoCodeId).length;
  }
  async usage(promoCodeId: number, customerId: number): Promise<PromoUsage> {
    const live = this.liveUses_(promoCodeId);
    return { total: live.length, byCustomer: live.filter((use) => this.orders.orders.get(use.orderId)?.customerId === customerId).length };
  }
  async everUsed(promoCodeId: number): Promise<boolean> {
    return this.uses.some((use) => use.promoCodeId === promoCodeId);
  }
  async recordUse(orderId: number, promoCodeId: number): Promise<void> {
    this.uses.push({ orderId, promoCodeId });
  }
  async cartPromo(userId: number): Promise<PromoCode | null> {
    const id = this.carts.get(userId);
    return id === undefined ? null : (this.codes.get(id) ?? null);
  }
  async setCartPromo(userId: number, promoCodeId: number): Promise<void> {
    this.carts.set(userId, promoCodeId);
  }
  async clearCartPromo(userId: number): Promise<void> {
    this.carts.delete(userId);
  }

  private liveUses_(promoCodeId: number) {
    return this.uses.filter((use) => use.promoCodeId === promoCodeId && this.orders.orders.get(use.orderId)?.status !== 'canceled');
  }
}
