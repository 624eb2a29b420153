import type { FlowerStockLevel, ProductStockLevel, StockDemand, StockLevels } from '@shop/domain';
import { StockLedger } from '../stock/stock-ledger.port';
import { StockReservations } from '../stock/stock-reservations.service';

/** Limited products and flowers in memory; every take and give-back is recorded. */
export class InMemoryStockLedger extends StockLedger {
  readonly products = new Map<number, ProductStockLevel>();
  readonly flowers = new Map<number, FlowerStockLevel>();
  readonly taken: StockDemand[] = [];
  readonly givenBack: StockDemand[] = [];
  locks = 0;

  async levels(demand: StockDemand): Promise<StockLevels> {
    return {
      products: new Map([...this.products].filter(([id]) => demand.products.has(id))),
      flowers: new Map([...this.flowers].filter(([id]) => demand.flowers.has(id))),
    };
  }
  async lockLevels(demand: StockDemand): Promise<StockLevels> {
    this.locks += 1;
    return this.levels(demand);
  }
  async take(demand: StockDemand): Promise<void> {
    this.taken.push(demand);
    this.move(demand, -1);
  }
  async giveBack(demand: StockDemand): Promise<void> {
    this.givenBack.push(demand);
    this.move(demand, 1);
  }

  private move(demand: StockDemand, sign: 1 | -1): void {
    for (const [id, count] of demand.products) {
      const level = this.products.get(id);
      if (level && level.stock !== null) this.products.set(id, { ...level, stock: level.stock + sign * count });
    }
    for (const [id, count] of demand.flowers) {
      const level = this.flowers.get(id);
      if (level && level.stock !== null) this.flowers.set(id, { ...level, stock: level.stock + sign * count });
    }
  }
}

/** The reservations over a fresh in-memory ledger. */
export const inMemoryStock = (): { ledger: InMemoryStockLedger; stock: StockReservations } => {
  const ledger = new InMemoryStockLedger();
  return { ledger, stock: new StockReservations(ledger) };
};
