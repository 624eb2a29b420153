import { createFlowerCatalogue, flowerFromDto, type Flower, type FlowerCatalogue, type FlowerDto } from '@shop/domain';

/** The domain's flower catalogue from the stored flowers (prices as the database has them now). */
export function toFlowerCatalogue(flowers: readonly FlowerDto[]): FlowerCatalogue {
  return createFlowerCatalogue(
    flowers.map(flowerFromDto).flatMap((result): Flower[] => (result.ok ? [result.value] : [])),
  );
}
