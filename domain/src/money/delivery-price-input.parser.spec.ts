import { parseDeliveryPriceInput } from './delivery-price-input.parser';
import { MONEY_ERRORS } from './money.errors';

const kopecks = (raw: Parameters<typeof parseDeliveryPriceInput>[0]): number | string => {
  const result = parseDeliveryPriceInput(raw);
  return result.ok ? result.value.kopecks : result.error.code;
};

describe('parseDeliveryPriceInput (admin delivery cost: step 0.01, min 0, non-numeric → 0)', () => {
  it.each([
    ['450.5', 45050],
    ['450,50', 45050],
    ['  700 ', 70000],
    ['1 500,5', 150050],
    ['1\u00A0500', 150000],
    ['0', 0],
    ['0.01', 1],
    ['.5', 50],
    ['12.', 1200],
    ['+300', 30000],
    ['1e3', 100000],
    ['99.999', 10000],
    ['-0', 0],
  ])('%p → %p kopecks', (raw, expected) => {
    expect(kopecks(raw)).toBe(expected);
  });

  it.each([[''], ['   '], ['abc'], ['12abc'], ['1,2,3'], ['--5'], [null], [undefined], [Number.NaN]])('treats %p as 0', (raw) => {
    expect(kopecks(raw)).toBe(0);
  });

  it('accepts a number from a numeric input', () => {
    expect(kopecks(350.75)).toBe(35075);
  });

  it('refuses a negative amount instead of silently pricing delivery at 0', () => {
    expect(parseDeliveryPriceInput('-100')).toEqual({ ok: false, error: MONEY_ERRORS.negative });
    expect(parseDeliveryPriceInput(-0.01)).toEqual({ ok: false, error: MONEY_ERRORS.negative });
  });

  it('refuses an absurdly large amount and anything above 100 000 ₽', () => {
    expect(kopecks('1e30')).toBe('MONEY.OUT_OF_RANGE');
    expect(kopecks(100_000)).toBe(10_000_000);
    expect(parseDeliveryPriceInput(100_000.01)).toEqual({ ok: false, error: MONEY_ERRORS.deliveryPriceTooHigh });
    expect(parseDeliveryPriceInput('21474837')).toEqual({ ok: false, error: MONEY_ERRORS.deliveryPriceTooHigh });
    expect(MONEY_ERRORS.deliveryPriceTooHigh.message).toBe('Стоимость доставки не может быть больше 100\u00a0000\u00a0₽');
  });

  it('refuses what is neither text nor a number', () => {
    for (const raw of [true, false, {}, [], [5]]) expect(parseDeliveryPriceInput(raw)).toEqual({ ok: false, error: MONEY_ERRORS.notANumber });
  });
});
