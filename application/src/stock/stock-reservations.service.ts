import { isNoDemand, limitedPart, reservationRelease, stockCovers, type Order, type Result, type StockDemand, type StockError } from '@shop/domain';
import { StockLedger } from './stock-ledger.port';

/** Takes stock when an order is placed and gives it back as the order's changes decide, in the caller's transaction. */
export class StockReservations {
  constructor(private readonly ledger: StockLedger) {}

  /**
   * All of the demand taken, or nothing and why (the first product or flower short, or out of
   * season). Only the limited rows, which were just locked, are written: an order of made-to-order
   * goods writes no stock.
   */
  async take(demand: StockDemand): Promise<Result<void, StockError>> {
    const levels = await this.ledger.lockLevels(demand);
    const covered = stockCovers(demand, levels);
    const limited = limitedPart(demand, levels);
    if (covered.ok && !isNoDemand(limited)) await this.ledger.take(limited);
    return covered;
  }

  /** Gives back what the order stopped holding (`reservationRelease`): call it wherever a changed order is saved. */
  async release(before: Order, after: Order): Promise<void> {
    const released = reservationRelease(before, after);
    if (!isNoDemand(released)) await this.ledger.giveBack(released);
  }

  /** Whether today's stock covers the demand, without taking it (the cart's check; placement decides). */
  async covers(demand: StockDemand): Promise<Result<void, StockError>> {
    return stockCovers(demand, await this.ledger.levels(demand));
  }
}
