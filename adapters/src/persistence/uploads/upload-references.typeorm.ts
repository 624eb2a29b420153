import { Injectable } from '@nestjs/common';
import { DataSource, Raw } from 'typeorm';
import { UploadReferences } from '@shop/application';
import { FlowerOrmEntity } from '../catalogue/flower.orm-entity';
import { ProductOrmEntity } from '../catalogue/product.orm-entity';
import type { StoredCompositionEntry } from '../orders/order-line.orm-entity';
import { OrderLineOrmEntity } from '../orders/order-line.orm-entity';
import { OrderOrmEntity } from '../orders/order.orm-entity';
import { ReviewOrmEntity } from '../reviews/review.orm-entity';

/** Where a bouquet's flower keeps its picture in order_lines.composition. */
const FLOWER_IMAGE: keyof StoredCompositionEntry = 'image';

/** A picture's file name: the last part of any of its addresses. */
const fileName = (address: string): string => address.slice(address.lastIndexOf('/') + 1);

/** SQL: the picture at `address` is one of the files asked about (`:names`). */
const namedIn = (address: string): string => `substring(${address} FROM '[^/]+$') = ANY(:names)`;

/**
 * Which uploads rows still show, matched by the file's name, so nothing shown anywhere is ever
 * deleted: products, constructor flowers, order lines (their snapshot and a bouquet's flowers) and
 * bouquet photos and review photos. Reads committed rows.
 */
@Injectable()
export class UploadReferencesTypeorm extends UploadReferences {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async referenced(names: readonly string[]): Promise<ReadonlySet<string>> {
    if (names.length === 0) return new Set();
    const { manager } = this.dataSource;
    const showing = (condition: (column: string) => string) => Raw(condition, { names });
    const [products, flowers, lines, bouquets, orders, reviews] = await Promise.all([
      manager.find(ProductOrmEntity, {
        select: { id: true, images: true },
        where: { images: showing((column) => `EXISTS (SELECT FROM unnest(${column}) AS address WHERE ${namedIn('address')})`) },
      }),
      manager.find(FlowerOrmEntity, { select: { id: true, image: true }, where: { image: showing(namedIn) } }),
      manager.find(OrderLineOrmEntity, { select: { id: true, imageUrl: true }, where: { imageUrl: showing(namedIn) } }),
      manager.find(OrderLineOrmEntity, {
        select: { id: true, composition: true },
        where: {
          composition: showing((column) => `EXISTS (SELECT FROM jsonb_array_elements(${column}) AS flower WHERE ${namedIn(`flower ->> '${FLOWER_IMAGE}'`)})`),
        },
      }),
      manager.find(OrderOrmEntity, { select: { id: true, photoUrl: true }, where: { photoUrl: showing(namedIn) } }),
      manager.find(ReviewOrmEntity, { select: { id: true, photoUrl: true }, where: { photoUrl: showing(namedIn) } }),
    ]);
    const addresses = [
      ...products.flatMap((product) => product.images),
      ...flowers.map((flower) => flower.image),
      ...lines.map((line) => line.imageUrl),
      ...bouquets.flatMap((line) => line.composition.map((flower) => flower.image)),
      ...orders.map((order) => order.photoUrl),
      ...reviews.map((review) => review.photoUrl),
    ];
    const asked = new Set(names);
    return new Set(addresses.flatMap((address) => (address === null ? [] : [fileName(address)])).filter((name) => asked.has(name)));
  }
}
