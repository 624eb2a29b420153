import { DELIVERY_SLOTS } from '../delivery/delivery-slot.rules';
import { MOSCOW_TARIFF } from '../delivery/moscow-tariff.data';
import { formatRoubles } from '../money/money.format';
import type { Money } from '../money/money.value-object';
import { SHOP_INFO } from '../shop-info/shop-info';

/** Spec §1: the payment methods the product page lists. */
export const PAYMENT_METHODS = ['SberPay', 'Т-Банк', 'ВТБ'] as const;

/** The bouquet photo the florist sends before an order leaves (the photo loop of the fulfilment stages). */
export const PHOTO_PROMISE = 'Пришлём фото букета перед доставкой';

export interface TrustFact {
  readonly key: 'delivery' | 'pickup' | 'payment' | 'photo' | 'contacts';
  readonly title: string;
  readonly text: string;
}

const roubles = (money: Money): string => formatRoubles(money, { decimals: 0 });

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

/**
 * The short facts that let a visitor trust the shop before paying, as the product page and the
 * checkout show them: delivery windows and prices from the tariff, pickup, payment methods,
 * the bouquet photo and the shop's contacts. All from the domain's data, nothing restated.
 */
export const trustFacts = (): readonly TrustFact[] => [
  { key: 'delivery', title: 'Доставка по Москве', text: `Курьером ${courierWindows()}: ${courierPrices()}` },
  { key: 'pickup', title: 'Самовывоз бесплатно', text: `${SHOP_INFO.pickup.address}, ${SHOP_INFO.pickup.hours}` },
  { key: 'payment', title: 'Оплата онлайн после подтверждения', text: PAYMENT_METHODS.join(', ') },
  { key: 'photo', title: PHOTO_PROMISE, text: 'Согласуем букет с вами до отправки' },
  { key: 'contacts', title: 'Связь с магазином', text: `${SHOP_INFO.phone}, ${SHOP_INFO.supportEmail}` },
];

/** Where a customer discusses a priced-on-request composition: the messenger bot and the support e-mail. */
export const discussChannels = (): readonly { readonly label: string; readonly href: string }[] => [
  { label: 'Написать в Telegram-бот', href: SHOP_INFO.botUrl },
  { label: SHOP_INFO.supportEmail, href: `mailto:${SHOP_INFO.supportEmail}` },
];

/** The heading over those channels, instead of "Добавить в корзину". */
export const DISCUSS_COMPOSITION = 'Обсудить композицию';
