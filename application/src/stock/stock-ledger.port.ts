import type { StockDemand, StockLevels } from '@shop/domain';

/**
 * The stock of products and the stems of flowers as stored. Only rows with a limit (or a flower out
 * of season) are read, locked and written: what is made to order or unlimited never waits on a lock.
 */
export abstract class StockLedger {
  /** The limited or out-of-season rows the demand names, as stored now. */
  abstract levels(demand: StockDemand): Promise<StockLevels>;
  /** Inside a transaction: the same, locked until it ends (products, then flowers, each in id order). */
  abstract lockLevels(demand: StockDemand): Promise<StockLevels>;
  /** Takes the demand from the limited rows; the caller has checked it under `lockLevels`. */
  abstract take(demand: StockDemand): Promise<void>;
  /** Puts the demand back on the limited rows. */
  abstract giveBack(demand: StockDemand): Promise<void>;
}
