import type { CategoryCode } from '../catalogue/category.value-object';
import { DELIVERY_SLOTS } from '../delivery/delivery-slot.rules';
import { isCourierDelivery, isDeliveryType } from '../delivery/delivery-type.value-object';
import { MOSCOW_TARIFF } from '../delivery/moscow-tariff.data';
import { formatCustomerRoubles } from '../money/money.format';
import type { Money } from '../money/money.value-object';
import { SHOP_INFO } from '../shop-info/shop-info';

/** Spec §1: the payment methods the product page lists. */
export const PAYMENT_METHODS = ['SberPay', 'Т-Банк', 'ВТБ'] as const;

/** How the customer receives the order, once chosen. */
export type Receiving = 'courier' | 'pickup';

/** How an order of this delivery type is received; null while none is chosen. */
export const receivingOf = (deliveryType: string): Receiving | null => {
  if (!isDeliveryType(deliveryType)) return null;
  return isCourierDelivery(deliveryType) ? 'courier' : 'pickup';
};

/**
 * The photo of an assembled bouquet the florist sends for approval (the photo loop of the
 * fulfilment stages), said as the chosen way of receiving it: before a courier takes it, before
 * the customer comes for it, or either while nothing is chosen yet.
 */
export const PHOTO_PROMISES = {
  courier: { title: 'Пришлём фото букета перед доставкой', text: 'Согласуем букет с вами до отправки' },
  pickup: { title: 'Пришлём фото букета, как только он будет готов', text: 'Согласуем букет с вами до того, как вы его заберёте' },
  undecided: { title: 'Пришлём фото готового букета', text: 'Согласуем букет с вами до отправки или выдачи' },
} as const satisfies Record<Receiving | 'undecided', { title: string; text: string }>;

/** What the facts are about: whether a bouquet is among the goods, and how the order is received (null: not chosen yet). */
export interface TrustContext {
  readonly bouquet: boolean;
  readonly receiving: Receiving | null;
}

export interface TrustFact {
  readonly key: 'delivery' | 'pickup' | 'payment' | 'photo' | 'contacts';
  readonly title: string;
  readonly text: string;
}

const roubles = (money: Money): string => formatCustomerRoubles(money);

const hourOf = (label: string): string => label.split('–')[0] as string;

/** 'ежедневно 10:00–22:00, интервал 3 часа' from the courier slots. */
const courierWindows = (): string => {
  const first = DELIVERY_SLOTS[0];
  const last = DELIVERY_SLOTS[DELIVERY_SLOTS.length - 1];
  return `ежедневно ${hourOf(first.label)}–${last.label.split('–')[1]}, интервал ${first.endHour - first.startHour} часа`;
};

/** 'Садовое кольцо 500 ₽, МКАД 700 ₽, за МКАД от 1 000 ₽; 19:00–22:00 +300 ₽' from the Moscow tariff. */
const courierPrices = (): string => {
  const [gardenRing, insideMkad, beyond] = MOSCOW_TARIFF.zones;
  const evening = DELIVERY_SLOTS.find((slot) => slot.kind === 'evening');
  const eveningNote = evening ? `; ${evening.label} +${roubles(MOSCOW_TARIFF.surcharges.evening)}` : '';
  return `в пределах Садового кольца ${roubles(gardenRing.price)}, МКАД ${roubles(insideMkad.price)}, за МКАД от ${roubles(beyond.price)}${eveningNote}`;
};

/** A product page's facts: a flower composition is a bouquet the florist photographs; plants and terrariums are not. */
export const productTrustContext = (product: { readonly category: CategoryCode }): TrustContext => ({
  bouquet: product.category === 'ServiceFlowers',
  receiving: null,
});

/** The bouquet photo's promise, only where a bouquet is among the goods. */
const photoFact = ({ bouquet, receiving }: TrustContext): TrustFact[] => (bouquet ? [{ key: 'photo', ...PHOTO_PROMISES[receiving ?? 'undecided'] }] : []);

/**
 * The short facts that let a visitor trust the shop before paying, as the product page and the
 * checkout show them: delivery windows and prices from the tariff, pickup, payment methods,
 * the bouquet photo (with a bouquet only, worded for the way it is received) and the shop's
 * contacts. All from the domain's data, nothing restated.
 */
export const trustFacts = (context: TrustContext): readonly TrustFact[] => [
  { key: 'delivery', title: 'Доставка по Москве', text: `Курьером ${courierWindows()}: ${courierPrices()}` },
  { key: 'pickup', title: 'Самовывоз бесплатно', text: `${SHOP_INFO.pickup.address}, ${SHOP_INFO.pickup.hours}` },
  { key: 'payment', title: 'Оплата онлайн после подтверждения', text: PAYMENT_METHODS.join(', ') },
  ...photoFact(context),
  { key: 'contacts', title: 'Связь с магазином', text: `${SHOP_INFO.phone}, ${SHOP_INFO.supportEmail}` },
];

/** Where a customer discusses a priced-on-request composition: the messenger bot and the support e-mail. */
export const discussChannels = (): readonly { readonly label: string; readonly href: string }[] => [
  { label: 'Написать в Telegram-бот', href: SHOP_INFO.botUrl },
  { label: SHOP_INFO.supportEmail, href: `mailto:${SHOP_INFO.supportEmail}` },
];

/** The heading over those channels, instead of "Добавить в корзину". */
export const DISCUSS_COMPOSITION = 'Обсудить композицию';
