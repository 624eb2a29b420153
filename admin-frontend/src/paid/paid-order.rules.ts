import type { AdminPaidOrderDto } from '../api/admin-api.types';
import type { LineView } from '../components/order-parts.component';

type PaidOrder = Pick<AdminPaidOrderDto, 'items'>;

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
