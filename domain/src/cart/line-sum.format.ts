import { formatRoubles, type RoubleDecimals } from '../money/money.format';
import type { Money } from '../money/money.value-object';
import { lineTotal } from './cart-line.value-object';

/** '2 × 250,00 ₽ = 500,00 ₽': how order, payment and admin screens show a line or a flower. */
export const formatLineSum = (
  line: { readonly quantity: number; readonly unitPrice: Money },
  { decimals }: { decimals: RoubleDecimals },
): string =>
  `${line.quantity} × ${formatRoubles(line.unitPrice, { decimals })} = ${formatRoubles(lineTotal(line), { decimals })}`;
