import { Money } from '../money/money.value-object';
import { moscowIso, normalizePromoCode, promoBound, promoTerms, type PromoTermsInput } from './promo-code.terms';
import { PROMO_ERRORS } from './promo.errors';

const form: PromoTermsInput = {
  code: ' spring-10 ',
  kind: 'percent',
  value: 10,
  minGoods: 3000,
  startsAt: '2026-03-01',
  endsAt: '2026-03-08',
  maxUses: 10,
  maxUsesPerCustomer: 1,
  categories: ['plants', 'plants'],
  productIds: [5, 2, 5],
  bouquets: true,
  active: true,
};

describe('the admin’s promo form', () => {
  it('takes a code trimmed and upper-cased, Cyrillic too, and Moscow days as the first and last moment', () => {
    const terms = promoTerms(form);
    expect(terms.ok && terms.value).toMatchObject({
      code: 'SPRING-10',
      offer: { kind: 'percent', percent: 10 },
      minGoods: Money.ofRoubles(3000),
      startsAt: new Date('2026-02-28T21:00:00.000Z'),
      endsAt: new Date('2026-03-08T20:59:59.999Z'),
      categories: ['plants'],
      productIds: [2, 5],
    });
    expect(normalizePromoCode(' весна_2026 ')).toBe('ВЕСНА_2026');
    expect(promoTerms({ ...form, code: 'весна' }).ok).toBe(true);
  });

  it('answers instants on the Moscow clock and reads ISO instants with their offset', () => {
    expect(moscowIso(new Date('2026-03-08T20:59:59.999Z'))).toBe('2026-03-08T23:59:59+03:00');
    const bound = promoBound('2026-03-01T10:00:00+05:00', 'start');
    expect(bound.ok && bound.value.toISOString()).toBe('2026-03-01T05:00:00.000Z');
  });

  it.each([
    [{ code: 'AB' }, PROMO_ERRORS.codeInvalid],
    [{ code: 'SPRING 10' }, PROMO_ERRORS.codeInvalid],
    [{ code: 'X'.repeat(33) }, PROMO_ERRORS.codeInvalid],
    [{ kind: 'gift' }, PROMO_ERRORS.kindInvalid],
    [{ value: 0 }, PROMO_ERRORS.percentInvalid],
    [{ value: 101 }, PROMO_ERRORS.percentInvalid],
    [{ value: 10.5 }, PROMO_ERRORS.percentInvalid],
    [{ kind: 'fixed', value: 0 }, PROMO_ERRORS.amountInvalid],
    [{ kind: 'fixed', value: 99.999 }, PROMO_ERRORS.amountInvalid],
    [{ minGoods: -1 }, PROMO_ERRORS.minGoodsInvalid],
    [{ startsAt: '2026-02-30' }, PROMO_ERRORS.dateInvalid],
    [{ endsAt: '2026-03-08T10:00:00' }, PROMO_ERRORS.dateInvalid],
    [{ startsAt: '2026-03-09' }, PROMO_ERRORS.periodInvalid],
    [{ maxUses: 0 }, PROMO_ERRORS.usesInvalid],
    [{ maxUsesPerCustomer: 1.5 }, PROMO_ERRORS.usesInvalid],
    [{ categories: ['roses'] }, PROMO_ERRORS.categoryUnknown],
    [{ productIds: [0] }, PROMO_ERRORS.productsInvalid],
  ])('refuses %j', (change, error) => {
    expect(promoTerms({ ...form, ...change })).toEqual({ ok: false, error });
  });

  it('takes a fixed amount with kopecks and an open period', () => {
    const terms = promoTerms({ ...form, kind: 'fixed', value: 150.5, startsAt: null, endsAt: null, maxUses: null, maxUsesPerCustomer: null });
    expect(terms.ok && terms.value).toMatchObject({ offer: { kind: 'fixed', amount: Money.ofKopecks(150_50) }, startsAt: null, endsAt: null });
  });
});
