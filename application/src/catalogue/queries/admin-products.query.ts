import { toAdminProductDtos, type AdminManagedProductDto } from '@shop/domain';
import { OrderReadModel } from '../../orders/order.read-model.port';
import { ProductRepository } from '../product.repository.port';

/** GET /api/admin/products: every product, hidden ones too, with the orders that bought it (spec §3). */
export class AdminProductsQuery {
  constructor(
    private readonly products: ProductRepository,
    private readonly orders: OrderReadModel,
  ) {}

  async execute(): Promise<AdminManagedProductDto[]> {
    const [products, orders] = await Promise.all([this.products.all(), this.orders.all()]);
    return toAdminProductDtos(products, orders);
  }
}
