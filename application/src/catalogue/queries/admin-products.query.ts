import { toAdminProductDtos, type AdminListRequest, type AdminManagedProductDto, type Page } from '@shop/domain';
import { OrderReadModel } from '../../orders/order.read-model.port';
import { ProductRepository } from '../product.repository.port';

/**
 * GET /api/admin/products (spec §3), a page of orders at a time: the page's unit is an order holding a
 * catalogue product, newest first. The first page carries every product, hidden ones too (product
 * management needs them all, and they are few), each with its entries among the page's orders; a next
 * page carries only the products its orders hold. The total counts the matching orders.
 */
export class AdminProductsQuery {
  constructor(
    private readonly products: ProductRepository,
    private readonly orders: OrderReadModel,
  ) {}

  async execute(request: AdminListRequest): Promise<Page<AdminManagedProductDto>> {
    const [products, page] = await Promise.all([this.products.all(), this.orders.withProductsPage(request)]);
    const dtos = toAdminProductDtos(products, page.items);
    const first = request.page.after === null;
    return { items: first ? dtos : dtos.filter((product) => product.orders.length > 0), total: page.total, next: page.next };
  }
}
