import { Injectable } from '@nestjs/common';
import { OrderLeadTimes } from '@shop/application';
import { isEntityId } from '@shop/domain';
import { CartLineOrmEntity } from '../cart/cart-line.orm-entity';
import { ProductOrmEntity } from '../catalogue/product.orm-entity';
import { OrderLineOrmEntity } from '../orders/order-line.orm-entity';
import { OrderOrmEntity } from '../orders/order.orm-entity';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';

/** The longest products.lead_days among an order's lines (for its owner only) or a customer's cart lines. */
@Injectable()
export class OrderLeadTimesTypeorm extends OrderLeadTimes {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async ofCustomerOrder(orderId: number, customerId: number): Promise<number | null> {
    if (!isEntityId(orderId)) return null;
    const row = await this.transaction
      .manager()
      .createQueryBuilder(OrderOrmEntity, 'o')
      .select('coalesce(max(p.lead_days), 0)::int', 'leadDays')
      .leftJoin(OrderLineOrmEntity, 'l', 'l.order_id = o.id')
      .leftJoin(ProductOrmEntity, 'p', 'p.id = l.product_id')
      .where('o.id = :orderId AND o.user_id = :customerId', { orderId, customerId })
      .groupBy('o.id')
      .getRawOne<{ leadDays: number }>();
    return row?.leadDays ?? null;
  }

  async ofCustomerCart(customerId: number): Promise<number> {
    const row = await this.transaction
      .manager()
      .createQueryBuilder(CartLineOrmEntity, 'c')
      .select('coalesce(max(p.lead_days), 0)::int', 'leadDays')
      .innerJoin(ProductOrmEntity, 'p', 'p.id = c.product_id')
      .where('c.user_id = :customerId', { customerId })
      .getRawOne<{ leadDays: number }>();
    return row?.leadDays ?? 0;
  }
}
