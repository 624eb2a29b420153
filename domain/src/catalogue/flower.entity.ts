import type { FlowerDto } from '../contract/catalogue.contract';
import type { MoneyError } from '../money/money.errors';
import { Money } from '../money/money.value-object';
import { ok, type Result } from '../shared/result';

/** A constructor flower: what pricing a bouquet needs (the image is presentation, kept on the DTO). */
export interface Flower {
  readonly id: number;
  readonly title: string;
  readonly price: Money;
}

/** The flower catalogue a bouquet is priced from, by flower id. */
export type FlowerCatalogue = ReadonlyMap<number, Flower>;

export const createFlowerCatalogue = (flowers: readonly Flower[]): FlowerCatalogue =>
  new Map(flowers.map((flower) => [flower.id, flower]));

export const flowerFromDto = (dto: FlowerDto): Result<Flower, MoneyError> => {
  const price = Money.fromRoubles(dto.price);
  return price.ok ? ok({ id: dto.id, title: dto.title, price: price.value }) : price;
};
