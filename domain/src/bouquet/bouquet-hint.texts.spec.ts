import fc from 'fast-check';
import { Money } from '../money/money.value-object';
import { EMPTY_BOUQUET_MESSAGE, GIFT_NOTICE, GIFT_NOTICE_TOTAL_LIMIT, IDEAL_BOUQUET_SIZE, idealBouquetHint, showsGiftNotice } from './bouquet-hint.texts';

describe('constructor hints', () => {
  it.each([
    [0, 'Добавьте ещё 10 цветков до идеального букета'],
    [1, 'Добавьте ещё 9 цветков до идеального букета'],
    [5, 'Добавьте ещё 5 цветков до идеального букета'],
    [6, 'Добавьте ещё 4 цветка до идеального букета'],
    [7, 'Добавьте ещё 3 цветка до идеального букета'],
    [8, 'Добавьте ещё 2 цветка до идеального букета'],
    [9, 'Добавьте ещё 1 цветок до идеального букета'],
  ])('with %i flowers: %s', (count, hint) => {
    expect(idealBouquetHint(count)).toBe(hint);
  });

  it('disappears from 10 flowers on', () => {
    expect(IDEAL_BOUQUET_SIZE).toBe(10);
    fc.assert(fc.property(fc.integer({ min: 10, max: 10_000 }), (count) => idealBouquetHint(count) === null));
  });

  it('shows the gift notice while the total is under 5 000 ₽', () => {
    expect(GIFT_NOTICE).toBe('При сборке букета от 10 цветов — подарок!');
    expect(GIFT_NOTICE_TOTAL_LIMIT.toRoubles()).toBe(5000);
    expect(showsGiftNotice(Money.ZERO)).toBe(true);
    expect(showsGiftNotice(Money.ofKopecks(499_999))).toBe(true);
    expect(showsGiftNotice(Money.ofRoubles(5000))).toBe(false);
    expect(showsGiftNotice(Money.ofRoubles(7000))).toBe(false);
  });

  it('names the empty-bouquet message once', () => {
    expect(EMPTY_BOUQUET_MESSAGE).toBe('Добавьте цветы в букет');
  });
});
