import type { Money } from '@shop/domain';
import type { AdminPaidOrderDto } from '../api/admin-api.types';
import type { LineView } from '../components/order-parts.component';
import { goodsCost, moneyOf } from '../format/admin-format';

type PaidOrder = Pick<AdminPaidOrderDto, 'items' | 'delivery_price'>;

/** A paid line's unit price: the one snapshotted at order time. */
const unitPrice = (item: AdminPaidOrderDto['items'][number]): number => item.item_price ?? item.price;

/** The lines of a paid order as the cards list them. */
export const paidOrderLines = (order: PaidOrder): LineView[] =>
  order.items.map((item, index) => ({
    key: index,
    title: item.title,
    quantity: item.quantity,
    unitPrice: unitPrice(item),
    image: item.image_url,
    composition: item.composition ?? [],
  }));

/** The goods of a paid order: quantity × unit price over its lines. */
export const paidOrderGoods = (order: PaidOrder): Money => goodsCost(order.items.map((item) => ({ quantity: item.quantity, unitPriceRoubles: unitPrice(item) })));

/** What the customer paid: the goods and the delivery. */
export const paidOrderTotal = (order: PaidOrder): Money => paidOrderGoods(order).add(moneyOf(order.delivery_price));
