// How the customer pays (YooKassa's payment_method_data.type). Whether a method can hold the money
// first is the provider's rule: cards, SberPay and T-Pay allow two-stage payments, SBP does not.

export const PAYMENT_METHOD_TYPES = ['bank_card', 'sbp', 'sberbank', 'tinkoff_bank'] as const;

export type PaymentMethod = (typeof PAYMENT_METHOD_TYPES)[number];

/** The method of the spec's call, which names none. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'bank_card';

/** What the customer reads on the payment page, in the history and the admin's lists. */
export const PAYMENT_METHOD_LABELS: { readonly [M in PaymentMethod]: string } = {
  bank_card: 'Банковская карта',
  sbp: 'СБП',
  sberbank: 'SberPay',
  tinkoff_bank: 'T-Pay',
};

const ONE_STAGE: readonly PaymentMethod[] = ['sbp'];

/**
 * Whether the provider takes the money at once (`capture: true`): then the shop cannot release a
 * hold when the order changed meanwhile, and a stale payment has to be refunded instead.
 */
export const capturesAtOnce = (method: PaymentMethod): boolean => ONE_STAGE.includes(method);

/** The method the customer asked for: absent means the default, anything unknown is null. */
export const parsePaymentMethod = (value: unknown): PaymentMethod | null => {
  if (value === undefined || value === null) return DEFAULT_PAYMENT_METHOD;
  return PAYMENT_METHOD_TYPES.find((method) => method === value) ?? null;
};

/** YooKassa cancels a payment nobody paid within an hour: each of these methods has a one-hour payment term. */
export const PROVIDER_PAYMENT_TERM_MS = 60 * 60_000;

/** A payment page handed out again leaves the customer at least ten minutes to pay. */
export const PAYMENT_PAGE_REUSE_MS = PROVIDER_PAYMENT_TERM_MS - 10 * 60_000;
