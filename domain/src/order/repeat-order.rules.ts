import type { BouquetItemDto } from '../contract/cart.contract';
import type { ShopError } from '../error-catalogue';
import type { OrderLine } from './order-line';

/** A bouquet line asked again of the constructor: its flowers and how many of each. */
export const bouquetItemsOf = (line: OrderLine): BouquetItemDto[] =>
  line.kind === 'bouquet' ? line.composition.map((entry) => ({ product_id: entry.flowerId, quantity: entry.quantity })) : [];

/**
 * Why a line of an old order did not go back into the cart, as the customer reads it: the cart's own
 * refusal, put in the words of a repeat where the cart's would mislead («Товар не найден»).
 */
export function repeatUnavailableReason(error: ShopError): string {
  switch (error.code) {
    case 'CART.UNKNOWN_PRODUCT':
      return 'Товара больше нет в продаже';
    case 'BOUQUET.UNKNOWN_FLOWER':
      return 'Некоторых цветов этого букета больше нет в каталоге';
    default:
      return error.message;
  }
}
