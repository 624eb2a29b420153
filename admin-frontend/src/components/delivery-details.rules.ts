import { isCourierDelivery, SHOP_INFO, type AdminOrderFactsDto, type DeliveryType } from '@shop/domain';

/** What the cards read of an order's delivery: the checkout's details and the delivery type and address. */
export type DeliveryView = Pick<
  AdminOrderFactsDto,
  'full_name' | 'delivery_phone' | 'email' | 'account_email' | 'city' | 'recipient_name' | 'recipient_phone'
> & {
  readonly delivery_type: DeliveryType;
  readonly delivery_address_full: string | null;
};

/** A phone as typed at checkout ('+7 (916) 000-00-01') as a link to call it. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The e-mail given at checkout when it is not the account's (which the card names already); null otherwise. */
export const contactEmail = (order: DeliveryView): string | null => (order.email && order.email !== order.account_email ? order.email : null);

export interface Receiver {
  readonly name: string | null;
  readonly phone: string | null;
  /** No recipient was named: the customer receives the order. */
  readonly isCustomer: boolean;
}

/** Who takes the order from the courier or at the counter: the recipient named at checkout, else the customer. */
export function receiver(order: DeliveryView): Receiver {
  if (order.recipient_name || order.recipient_phone) return { name: order.recipient_name, phone: order.recipient_phone, isCustomer: false };
  return { name: order.full_name, phone: order.delivery_phone, isCustomer: true };
}

export interface Destination {
  /** What the card calls the place: the courier's address or the shop's pickup address. */
  readonly label: string;
  readonly address: string | null;
}

const startsWithCity = (address: string, city: string) => address.toLocaleLowerCase('ru').startsWith(city.toLocaleLowerCase('ru'));

/** Where the order goes: the courier's address (with the city unless it already says it), or the shop's counter. */
export function destination(order: DeliveryView): Destination {
  if (!isCourierDelivery(order.delivery_type)) return { label: 'Адрес самовывоза', address: SHOP_INFO.pickup.address };
  const address = order.delivery_address_full?.trim() || null;
  const city = order.city?.trim() || null;
  if (!address || !city || startsWithCity(address, city)) return { label: 'Адрес', address: address ?? city };
  return { label: 'Адрес', address: `${city}, ${address}` };
}
