import { Money } from '../money/money.value-object';
import { displayPrice, SERVICE_PRICE_FROM, STRUCTURED_DATA_DEFAULT_PRICE, structuredDataPrice } from './product-price.rules';

const spaces = (text: string): string => text.replace(/[\u00A0\u202F]/g, ' ');

describe('product prices', () => {
  it('shows a fixed price in whole roubles, and its kopecks when it has some', () => {
    expect(spaces(displayPrice({ price: Money.ofRoubles(8000), priceFrom: false }))).toBe('8 000 ₽');
    expect(spaces(displayPrice({ price: Money.ofRoubles(450.5), priceFrom: false }))).toBe('450,50 ₽');
  });

  it('shows the service as "от 15 000 ₽"', () => {
    expect(spaces(displayPrice({ price: SERVICE_PRICE_FROM, priceFrom: true }))).toBe('от 15 000 ₽');
    expect(SERVICE_PRICE_FROM.kopecks).toBe(1_500_000);
  });

  it('gives structured data 1990 roubles when the price is missing', () => {
    expect(STRUCTURED_DATA_DEFAULT_PRICE.toRoubles()).toBe(1990);
    expect(structuredDataPrice(undefined)).toBe(STRUCTURED_DATA_DEFAULT_PRICE);
    expect(structuredDataPrice(null)).toBe(STRUCTURED_DATA_DEFAULT_PRICE);
    expect(structuredDataPrice(Money.ofRoubles(700)).toRoubles()).toBe(700);
  });
});
