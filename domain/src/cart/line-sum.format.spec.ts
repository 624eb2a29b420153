import { Money } from '../money/money.value-object';
import { formatCustomerLineSum, formatLineSum } from './line-sum.format';
import { linesTotal } from './cart-line.value-object';

const spaces = (text: string): string => text.replace(/[\u00A0\u202F]/g, ' ');

describe('line sums', () => {
  it('reads "quantity × price = total" with the screen\'s decimals', () => {
    const line = { quantity: 3, unitPrice: Money.ofRoubles(450.5) };
    expect(spaces(formatLineSum(line, { decimals: 2 }))).toBe('3 × 450,50 ₽ = 1 351,50 ₽');
    expect(spaces(formatLineSum({ quantity: 7, unitPrice: Money.ofRoubles(250) }, { decimals: 0 }))).toBe('7 × 250 ₽ = 1 750 ₽');
  });

  it("writes the customer's line sums with kopecks only where there are some", () => {
    expect(spaces(formatCustomerLineSum({ quantity: 2, unitPrice: Money.ofRoubles(4000) }))).toBe('2 × 4 000 ₽ = 8 000 ₽');
    expect(spaces(formatCustomerLineSum({ quantity: 2, unitPrice: Money.ofRoubles(250.25) }))).toBe('2 × 250,25 ₽ = 500,50 ₽');
    expect(spaces(formatCustomerLineSum({ quantity: 2, unitPrice: Money.ofRoubles(250.5) }))).toBe('2 × 250,50 ₽ = 501 ₽');
  });

  it("sums lines (the admin card's goods cost)", () => {
    expect(
      linesTotal([
        { quantity: 2, unitPrice: Money.ofRoubles(0.1) },
        { quantity: 1, unitPrice: Money.ofRoubles(0.2) },
      ]).kopecks,
    ).toBe(40);
  });
});
