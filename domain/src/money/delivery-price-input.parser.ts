import { err, ok, type Result } from '../shared/result';
import { MONEY_ERRORS, type MoneyError } from './money.errors';
import { MAX_DELIVERY_PRICE_ROUBLES, exceedsLimit } from './money-limits';
import { Money } from './money.value-object';

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * The admin's delivery-cost input (spec §5: number, step 0.01, min 0; non-numeric is 0).
 * Empty or non-numeric text gives 0 ₽; a comma works as the decimal mark and spaces are ignored
 * ("1 500,5" → 1 500,50 ₽); more than 2 decimals round half up to the kopeck.
 * Decision: a negative amount is an error (MONEY.NEGATIVE), not silently 0, so the admin sees it;
 * so are a value that is neither text nor a number (true, an object) and a price above MAX_DELIVERY_PRICE_ROUBLES.
 */
export const parseDeliveryPriceInput = (raw: unknown): Result<Money, MoneyError> => {
  const price = readDeliveryPrice(raw);
  if (price.ok && exceedsLimit(price.value, MAX_DELIVERY_PRICE_ROUBLES)) return err(MONEY_ERRORS.deliveryPriceTooHigh);
  return price;
};

function readDeliveryPrice(raw: unknown): Result<Money, MoneyError> {
  if (typeof raw === 'number') return Number.isNaN(raw) ? ok(Money.ZERO) : Money.fromRoubles(raw);
  if (raw !== null && raw !== undefined && typeof raw !== 'string') return err(MONEY_ERRORS.notANumber);
  const text = (raw ?? '').replace(/\s/g, '').replace(',', '.');
  if (!NUMERIC.test(text)) return ok(Money.ZERO);
  const roubles = Number(text);
  if (roubles < 0) return err(MONEY_ERRORS.negative);
  return Money.fromRoubles(roubles);
}
