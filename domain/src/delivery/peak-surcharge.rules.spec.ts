import fc from 'fast-check';
import { limitText } from '../money/money-limits';
import { Money } from '../money/money.value-object';
import { peakExtra, peakSurchargeLabel, withPeakSurcharge } from './peak-surcharge.rules';

describe('peak surcharge', () => {
  it('is labelled for the pickers, the quote and the calendar', () => {
    expect(peakSurchargeLabel({ kind: 'roubles', value: 500 })).toBe(`Праздничный день: доставка +${limitText(500)}`);
    expect(peakSurchargeLabel({ kind: 'roubles', value: 500 }).replace(/\s/g, ' ')).toBe('Праздничный день: доставка +500 ₽');
    expect(peakSurchargeLabel({ kind: 'percent', value: 20 }).replace(/\s/g, ' ')).toBe('Праздничный день: доставка +20 %');
  });

  it("adds roubles, or a percent of the courier's price rounded to whole roubles, and says so in the note", () => {
    const quote = { price: Money.ofRoubles(700), note: 'Тариф по Москве: в пределах МКАД' };
    expect(withPeakSurcharge(quote, { kind: 'roubles', value: 500 })).toEqual({
      price: Money.ofRoubles(1200),
      note: `Тариф по Москве: в пределах МКАД. ${peakSurchargeLabel({ kind: 'roubles', value: 500 })}`,
    });
    expect(withPeakSurcharge({ price: Money.ofKopecks(123_456), note: 'Яндекс.' }, { kind: 'percent', value: 20 })).toEqual({
      price: Money.ofKopecks(123_456 + 24_700),
      note: `Яндекс. ${peakSurchargeLabel({ kind: 'percent', value: 20 })}`,
    });
    expect(withPeakSurcharge({ price: null, note: 'Адрес не найден' }, { kind: 'percent', value: 20 }).price).toBeNull();
    expect(withPeakSurcharge(quote, null)).toBe(quote);
  });

  it('never lowers the price and adds whole roubles only (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 300 }), (kopecks, percent) => {
        const price = Money.ofKopecks(kopecks);
        const extra = peakExtra(price, { kind: 'percent', value: percent });
        expect(extra.kopecks % 100).toBe(0);
        expect(Math.abs(extra.kopecks - (kopecks * percent) / 100)).toBeLessThanOrEqual(50);
      }),
    );
  });
});
