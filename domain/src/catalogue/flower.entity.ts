import type { Money } from '../money/money.value-object';

/** A constructor flower: what pricing a bouquet and showing its composition need. */
export interface Flower {
  readonly id: number;
  readonly title: string;
  readonly price: Money;
  readonly image: string;
  /** False: out of season, not offered in the constructor. */
  readonly available: boolean;
  /** Stems in stock; null: unlimited. */
  readonly stock: number | null;
}

/** The flower catalogue a bouquet is priced from, by flower id. */
export type FlowerCatalogue = ReadonlyMap<number, Flower>;

export const createFlowerCatalogue = (flowers: readonly Flower[]): FlowerCatalogue => new Map(flowers.map((flower) => [flower.id, flower]));
