import { CART_ERRORS, err, ok, requestedLineQuantity, type CartError, type Result, type StockError } from '@shop/domain';
import { CatalogueReadModel } from '../../catalogue/catalogue.read-model.port';
import { StockReservations } from '../../stock/stock-reservations.service';
import { CartRepository, type CartLineRef } from '../cart.repository.port';
import { cartFitsStock } from '../cart-stock';

/** Spec §4: plus, minus and direct input; a quantity at or below 0 removes the line; more than the stock has is refused. */
export class SetCartLineQuantity {
  constructor(
    private readonly carts: CartRepository,
    private readonly catalogue: CatalogueReadModel,
    private readonly stock: StockReservations,
  ) {}

  async execute(userId: number, line: CartLineRef, quantity: unknown): Promise<Result<void, CartError | StockError>> {
    const requested = requestedLineQuantity(quantity);
    if (!requested.ok) return requested;
    if (requested.value === 0) return (await this.carts.removeLine(userId, line)) ? ok(undefined) : err(CART_ERRORS.lineNotFound);
    const lines = await this.carts.lines(userId);
    const current = lines.find((stored) => ('productId' in line ? stored.productId === line.productId : stored.id === line.lineId));
    if (!current) return err(CART_ERRORS.lineNotFound);
    // Fewer pieces always fit: a customer can bring a line down to what is left.
    if (requested.value > current.quantity) {
      const changed = { ...current, quantity: requested.value };
      const fits = await cartFitsStock(this.stock, await this.catalogue.snapshot(), [...lines.filter((stored) => stored !== current), changed], changed);
      if (!fits.ok) return fits;
    }
    return (await this.carts.setQuantity(userId, line, requested.value)) ? ok(undefined) : err(CART_ERRORS.lineNotFound);
  }
}
