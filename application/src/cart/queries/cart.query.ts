import { priceCartLine, toCartItemDto, type CartItemDto } from '@shop/domain';
import { CatalogueReadModel } from '../../catalogue/catalogue.read-model.port';
import { CartRepository } from '../cart.repository.port';

/** The caller's cart at today's catalogue prices (spec §7 GET /api/cart and /api/cart/count). */
export class CartQuery {
  constructor(
    private readonly carts: CartRepository,
    private readonly catalogue: CatalogueReadModel,
  ) {}

  /** A line the catalogue can no longer price (its product or a flower is gone) is left out. */
  async items(userId: number): Promise<CartItemDto[]> {
    const [lines, catalogue] = await Promise.all([this.carts.lines(userId), this.catalogue.snapshot()]);
    return lines.flatMap((stored) => {
      const priced = priceCartLine(stored, catalogue);
      return priced.ok ? [toCartItemDto(stored.id, priced.value)] : [];
    });
  }

  /** Pieces, not lines: two of one plant count 2 (the header badge). */
  count(userId: number): Promise<number> {
    return this.carts.count(userId);
  }
}
