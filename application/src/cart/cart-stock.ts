import { cartDemand, demandIsLimited, demandOn, ok, type CartCatalogue, type Result, type StockError, type StoredCartLine } from '@shop/domain';
import type { StockReservations } from '../stock/stock-reservations.service';

/**
 * Whether the cart as it would be after a change fits the stock, judged on what the change touches
 * (counting the same product or flower elsewhere in the cart). The stock is asked only when the
 * catalogue shows a limit or a flower out of season there; placement takes it for good.
 */
export async function cartFitsStock(
  stock: StockReservations,
  catalogue: CartCatalogue,
  after: readonly StoredCartLine[],
  changed: StoredCartLine,
): Promise<Result<void, StockError>> {
  const demand = demandOn(cartDemand(after), cartDemand([changed]));
  return demandIsLimited(demand, catalogue) ? stock.covers(demand) : ok(undefined);
}
