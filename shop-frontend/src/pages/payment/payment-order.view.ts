import {
  deliveryTypeLabel,
  formatLineSum,
  formatRoubles,
  isCollectedBouquet,
  isCourierDelivery,
  moneyFromWire,
  orderStatusPaymentDisplay,
  paymentDeadlineText,
  promoDiscountLabel,
  SHOP_INFO,
  type CompositionEntryDto,
  type PaymentLookupDto,
  type PaymentLookupItemDto,
  type StatusDisplay,
} from '@shop/domain';
import { paymentState, type PaymentState } from './payment-state.rules';
import { PAYMENT_TEXTS } from './payment.texts';

export interface PaymentFlowerView {
  readonly key: string;
  readonly title: string;
  readonly image: string | null;
  /** '3 × 250,00 ₽ = 750,00 ₽' */
  readonly sum: string;
}

export interface PaymentLineView {
  readonly key: string;
  readonly name: string;
  /** Null for a collected bouquet: it shows its flowers instead of a photo (spec §2). */
  readonly image: string | null;
  readonly sum: string;
  readonly flowers: readonly PaymentFlowerView[];
}

export interface PaymentOrderView {
  readonly fullName: string;
  readonly email: string;
  readonly phone: string;
  readonly deliveryLabel: string;
  readonly address: string | null;
  /** SHOP_INFO.pickup.address for a self-pickup order. */
  readonly pickupAddress: string | null;
  /** Only when above 0. */
  readonly deliveryPrice: string | null;
  readonly status: StatusDisplay;
  readonly state: PaymentState;
  /** 'Оплатите до 28 ноября, 14:05 МСК' while the order waits for payment. */
  readonly deadline: string | null;
  readonly lines: readonly PaymentLineView[];
  readonly totals: {
    readonly goods: string;
    /** «Скидка по промокоду SPRING» and «−500,00 ₽»; null without a code. */
    readonly discount: { readonly label: string; readonly amount: string } | null;
    readonly delivery: string | null;
    readonly total: string;
  };
}

/** Spec §9: payment totals with 2 decimals. */
const roubles = (value: number): string => {
  const amount = moneyFromWire(value);
  return amount ? formatRoubles(amount, { decimals: 2 }) : PAYMENT_TEXTS.noValue;
};

const positiveRoubles = (value: number): string | null => {
  const amount = moneyFromWire(value);
  return amount && !amount.isZero() ? formatRoubles(amount, { decimals: 2 }) : null;
};

const lineSum = (quantity: number, price: number): string => {
  const unitPrice = moneyFromWire(price);
  if (!unitPrice || !Number.isInteger(quantity) || quantity < 0) return PAYMENT_TEXTS.noValue;
  return formatLineSum({ quantity, unitPrice }, { decimals: 2 });
};

const text = (value: string | null | undefined): string => value?.trim() || PAYMENT_TEXTS.noValue;

const firstImage = (images: readonly string[] | undefined): string | null => images?.find((image) => image.trim() !== '') ?? null;

const isPickup = (deliveryType: string) => !isCourierDelivery(deliveryType);

/**
 * The stored address when it says something: a pickup order stores the word 'Самовывоз' there,
 * which the delivery-type row already says.
 */
function addressOf(order: PaymentLookupDto['order'], label: string): string | null {
  const address = order.delivery_address_full?.trim();
  if (!address) return null;
  return isPickup(order.delivery_type) && address.toLocaleLowerCase('ru') === label.toLocaleLowerCase('ru') ? null : address;
}

const flowerView = (flower: CompositionEntryDto, index: number): PaymentFlowerView => ({
  key: `${index}-${flower.title}`,
  title: flower.title,
  image: firstImage(flower.images),
  sum: lineSum(flower.quantity, flower.price),
});

function lineView(item: PaymentLookupItemDto, index: number): PaymentLineView {
  const bouquet = isCollectedBouquet({ title: item.name, composition: item.composition });
  return {
    key: `${index}-${item.name}`,
    name: item.name,
    image: bouquet ? null : firstImage(item.images),
    sum: lineSum(item.quantity, item.price),
    flowers: bouquet ? item.composition.map(flowerView) : [],
  };
}

const deadlineText = (instant: string | null | undefined): string | null => {
  const deadline = instant ? new Date(instant) : null;
  return deadline && !Number.isNaN(deadline.getTime()) ? paymentDeadlineText(deadline) : null;
};

/** The payment page's reading of GET /api/payment/order/{id} (spec §2 'Payment page', §3, §4). */
export function toPaymentOrderView({ order, items }: PaymentLookupDto): PaymentOrderView {
  const deliveryLabel = deliveryTypeLabel(order.delivery_type);
  const deliveryPrice = positiveRoubles(order.delivery_price);
  return {
    fullName: text(order.full_name),
    email: text(order.email),
    phone: text(order.delivery_phone),
    deliveryLabel,
    address: addressOf(order, deliveryLabel),
    pickupAddress: isPickup(order.delivery_type) ? SHOP_INFO.pickup.address : null,
    deliveryPrice,
    status: orderStatusPaymentDisplay(order.status),
    state: paymentState(order),
    deadline: deadlineText(order.payment_deadline),
    lines: items.map(lineView),
    totals: {
      goods: roubles(order.total_amount),
      discount: order.promo_code ? { label: promoDiscountLabel(order.promo_code), amount: `−${roubles(order.discount)}` } : null,
      delivery: deliveryPrice,
      total: roubles(order.total_with_delivery),
    },
  };
}
