// The largest amounts the shop takes, in roubles. Plain numbers (no Money here), so the error
// catalogues can name them without an import cycle.

import { roublesText } from './rouble-text';

/** The dearest product the shop lists (a large composition): above it a typo is likelier than a price. */
export const MAX_PRODUCT_PRICE_ROUBLES = 1_000_000;

/** The dearest stem of the constructor: above it a typo is likelier than a price. */
export const MAX_FLOWER_PRICE_ROUBLES = 10_000;

/** The dearest courier delivery: anything above is a typo, and the customer would pay it. */
export const MAX_DELIVERY_PRICE_ROUBLES = 100_000;

/** The largest order taken online (goods and delivery); a bigger one is arranged with the shop. The database holds up to 21 474 836,47 ₽. */
export const MAX_ORDER_TOTAL_ROUBLES = 10_000_000;

/** '1 000 000 ₽', as formatRoubles writes whole roubles. */
export const limitText = (roubles: number): string => roublesText(roubles * 100, 0);

/** True when `amount` (kopecks) is above a limit in roubles. */
export const exceedsLimit = (amount: { readonly kopecks: number }, limitRoubles: number): boolean => amount.kopecks > limitRoubles * 100;
