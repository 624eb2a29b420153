/** pickup = the customer collects it at the shop; moscow = the shop's own courier; yandex = a courier service. */
export type DeliveryType = 'pickup' | 'moscow' | 'yandex';

export const DELIVERY_TYPES: readonly DeliveryType[] = ['pickup', 'moscow', 'yandex'];

/** yandex = a courier service, moscow = the shop's own courier in Moscow; both need an address and a price. */
const COURIER_DELIVERY_TYPES: readonly DeliveryType[] = ['moscow', 'yandex'];

export const isDeliveryType = (value: string): value is DeliveryType => (DELIVERY_TYPES as readonly string[]).includes(value);

/** A courier brings it (it needs an address and a price); false for pickup and for any text that is no delivery type. */
export const isCourierDelivery = (type: string): boolean => (COURIER_DELIVERY_TYPES as readonly string[]).includes(type);

const DELIVERY_TYPE_LABELS: ReadonlyMap<string, string> = new Map([
  ['yandex', 'Курьером'],
  ['moscow', 'По Москве'],
]);

/** Spec §3: yandex = Курьером, moscow = По Москве, pickup or any other value = Самовывоз. */
export const deliveryTypeLabel = (type: string): string => DELIVERY_TYPE_LABELS.get(type) ?? 'Самовывоз';
