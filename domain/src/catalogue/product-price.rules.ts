import { formatCustomerRoubles } from '../money/money.format';
import { Money } from '../money/money.value-object';

/** Spec §9: flower compositions start from 15 000 roubles; the final price is individual. */
export const SERVICE_PRICE_FROM = Money.ofRoubles(15_000);

/** Spec §3: structured data (JSON-LD offers) shows 1990 roubles when a product has no price. */
export const STRUCTURED_DATA_DEFAULT_PRICE = Money.ofRoubles(1990);

/** '8 000 ₽' ('450,50 ₽' with kopecks), or 'от 15 000 ₽' when the price is a lower bound. */
export const displayPrice = ({ price, priceFrom }: { readonly price: Money; readonly priceFrom: boolean }): string => {
  const amount = formatCustomerRoubles(price);
  return priceFrom ? `от ${amount}` : amount;
};

export const structuredDataPrice = (price: Money | null | undefined): Money => price ?? STRUCTURED_DATA_DEFAULT_PRICE;

/** A product whose price is only a lower bound ('от 15 000 ₽') is discussed, never put in a cart. */
export const isPriceOnRequest = (product: { readonly priceFrom: boolean }): boolean => product.priceFrom;
