import { formatCustomerRoubles, formatRoubles, type RoubleDecimals } from '../money/money.format';
import type { Money } from '../money/money.value-object';
import { lineTotal } from './cart-line.value-object';

interface PricedLine {
  readonly quantity: number;
  readonly unitPrice: Money;
}

const lineSum = (line: PricedLine, format: (amount: Money) => string): string => `${line.quantity} × ${format(line.unitPrice)} = ${format(lineTotal(line))}`;

/** '2 × 250,00 ₽ = 500,00 ₽': how the payment and admin screens show a line or a flower. */
export const formatLineSum = (line: PricedLine, { decimals }: { decimals: RoubleDecimals }): string =>
  lineSum(line, (amount) => formatRoubles(amount, { decimals }));

/** '2 × 250 ₽ = 500 ₽' (kopecks only where there are some): how the customer's cart, constructor and history show it. */
export const formatCustomerLineSum = (line: PricedLine): string => lineSum(line, formatCustomerRoubles);
