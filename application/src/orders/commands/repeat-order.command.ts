import {
  ORDER_ERRORS,
  bouquetItemsOf,
  composeBouquet,
  compositionTotal,
  err,
  ok,
  repeatUnavailableReason,
  selectionFromBouquetItems,
  wireRoubles,
  type Money,
  type OrderLine,
  type RepeatOrderDto,
  type Result,
  type ShopError,
} from '@shop/domain';
import { AddBouquetToCart } from '../../cart/commands/add-bouquet-to-cart.command';
import { AddToCart } from '../../cart/commands/add-to-cart.command';
import { CatalogueReadModel } from '../../catalogue/catalogue.read-model.port';
import { OrderReadModel } from '../order.read-model.port';

/**
 * POST /api/orders/{orderId}/repeat: the owner's old order back into the cart, line by line, through
 * the cart's own adds, so today's prices, stock, season and the per-line cap apply as to any add;
 * a bouquet is composed again from today's flowers. Says what went in and what did not, and why.
 */
export class RepeatOrder {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly addProduct: AddToCart,
    private readonly addBouquet: AddBouquetToCart,
    private readonly catalogue: CatalogueReadModel,
  ) {}

  async execute(customerId: number, orderId: number): Promise<Result<RepeatOrderDto, ShopError>> {
    const found = await this.orders.byId(orderId);
    if (!found?.order.isOwnedBy(customerId)) return err(ORDER_ERRORS.notFound);
    const answer: RepeatOrderDto = { added: [], unavailable: [] };
    for (const line of found.order.lines) {
      const { added, refused } = await this.add(customerId, line);
      if (added)
        answer.added.push({
          product_id: line.kind === 'product' ? line.productId : null,
          title: line.title,
          quantity: added.quantity,
          price: wireRoubles(added.price),
        });
      if (refused) answer.unavailable.push({ title: line.title, reason: repeatUnavailableReason(refused) });
    }
    return ok(answer);
  }

  /** Puts the line into the cart: what went in (at today's unit price) and why the rest did not. */
  private async add(
    customerId: number,
    line: OrderLine,
  ): Promise<{ readonly added?: { readonly price: Money; readonly quantity: number }; readonly refused?: ShopError }> {
    if (line.kind === 'product') {
      const added = await this.addProduct.execute(customerId, line.productId, line.quantity);
      if (!added.ok) return { refused: added.error };
      return { added: { price: (await this.catalogue.snapshot()).products.get(line.productId)?.price ?? line.unitPrice, quantity: line.quantity } };
    }
    const items = bouquetItemsOf(line);
    // The constructor adds one bouquet at a time: two bouquets and stems for one put one in and say why not the other.
    let pieces = 0;
    let refused: ShopError | undefined;
    while (pieces < line.quantity && !refused) {
      const added = await this.addBouquet.execute(customerId, items);
      if (added.ok) pieces++;
      else refused = added.error;
    }
    if (pieces === 0) return { refused };
    const composed = composeBouquet(selectionFromBouquetItems(items), (await this.catalogue.snapshot()).flowers);
    return composed.ok ? { added: { price: compositionTotal(composed.value), quantity: pieces }, refused } : { refused: composed.error };
  }
}
