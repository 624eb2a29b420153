import { Money } from '../money/money.value-object';
import { formatCustomerRoubles } from '../money/money.format';
import type { CategoryCode } from '../catalogue/category.value-object';
import type { PromoTerms } from './promo-code.terms';
import { applyPromo, offerDiscount, promoAfterRemoval, type PromoLine } from './promo-discount.rules';
import { PROMO_ERRORS } from './promo.errors';

const terms: PromoTerms = {
  code: 'SPRING',
  offer: { kind: 'percent', percent: 10 },
  minGoods: Money.ZERO,
  startsAt: new Date('2026-03-01T00:00:00+03:00'),
  endsAt: new Date('2026-03-08T23:59:59.999+03:00'),
  maxUses: 10,
  maxUsesPerCustomer: 1,
  categories: [],
  productIds: [],
  bouquets: false,
  active: true,
};
const now = new Date('2026-03-05T12:00:00+03:00');
const unused = { total: 0, byCustomer: 0 };
const plant: PromoLine = { kind: 'product', key: 'product:1', productId: 1, unitPrice: Money.ofRoubles(1999.99), quantity: 2 };
const terrarium: PromoLine = { kind: 'product', key: 'product:2', productId: 2, unitPrice: Money.ofRoubles(1000), quantity: 1 };
const bouquet: PromoLine = { kind: 'bouquet', key: 'bouquet:301x3', unitPrice: Money.ofRoubles(900), quantity: 1 };
const categories: Record<number, CategoryCode> = { 1: 'plants', 2: 'terrariums' };
const categoryOf = (id: number) => categories[id];

describe('a promo code against a cart', () => {
  it('takes a percent of every product, rounded down to the kopeck, bouquets left out unless allowed', () => {
    const applied = applyPromo(terms, unused, [plant, terrarium, bouquet], categoryOf, now);
    expect(applied.ok && applied.value).toEqual({
      code: 'SPRING',
      offer: terms.offer,
      eligibleKeys: ['product:1', 'product:2'],
      discount: Money.ofKopecks(499_99),
    });
    const withBouquets = applyPromo({ ...terms, bouquets: true }, unused, [bouquet], categoryOf, now);
    expect(withBouquets.ok && withBouquets.value.discount).toEqual(Money.ofRoubles(90));
  });

  it('limits the goods to the categories and products named', () => {
    const byCategory = applyPromo({ ...terms, categories: ['terrariums'] }, unused, [plant, terrarium], categoryOf, now);
    expect(byCategory.ok && byCategory.value.eligibleKeys).toEqual(['product:2']);
    const byProduct = applyPromo({ ...terms, productIds: [1] }, unused, [plant, terrarium], categoryOf, now);
    expect(byProduct.ok && byProduct.value.eligibleKeys).toEqual(['product:1']);
    expect(applyPromo({ ...terms, productIds: [9] }, unused, [plant], categoryOf, now)).toEqual({ ok: false, error: PROMO_ERRORS.notApplicable });
  });

  it('takes a fixed amount, never more than the goods it applies to', () => {
    expect(offerDiscount({ kind: 'fixed', amount: Money.ofRoubles(500) }, Money.ofRoubles(300))).toEqual(Money.ofRoubles(300));
    const applied = applyPromo({ ...terms, offer: { kind: 'fixed', amount: Money.ofRoubles(500) } }, unused, [terrarium], categoryOf, now);
    expect(applied.ok && applied.value.discount).toEqual(Money.ofRoubles(500));
  });

  it.each([
    ['switched off', { active: false }, unused, PROMO_ERRORS.notFound],
    ['not started', { startsAt: new Date('2026-03-06T00:00:00+03:00') }, unused, PROMO_ERRORS.notStarted],
    ['expired', { endsAt: new Date('2026-03-05T11:59:59+03:00') }, unused, PROMO_ERRORS.expired],
    ['below the minimum', { minGoods: Money.ofRoubles(6000) }, unused, PROMO_ERRORS.belowMinimum(formatCustomerRoubles(Money.ofRoubles(6000)))],
    ['all uses taken', {}, { total: 10, byCustomer: 0 }, PROMO_ERRORS.usedUp],
    ['used by this customer', {}, { total: 1, byCustomer: 1 }, PROMO_ERRORS.usedUp],
  ])('refuses a code %s', (_, change, usage, error) => {
    expect(applyPromo({ ...terms, ...change }, usage, [plant, terrarium], categoryOf, now)).toEqual({ ok: false, error });
  });

  it('names the minimum as the shop writes amounts', () => {
    expect(PROMO_ERRORS.belowMinimum(formatCustomerRoubles(Money.ofRoubles(3000))).message).toBe(
      `Минимальная сумма заказа для этого промокода — ${formatCustomerRoubles(Money.ofRoubles(3000))}`,
    );
  });

  it('recomputes the discount over the eligible lines left when the admin removes one', () => {
    const applied = applyPromo(terms, unused, [plant, terrarium], categoryOf, now);
    if (!applied.ok) throw new Error('applies');
    const after = promoAfterRemoval(applied.value, [terrarium]);
    expect(after).toEqual({ ...applied.value, eligibleKeys: ['product:2'], discount: Money.ofRoubles(100) });
  });
});
