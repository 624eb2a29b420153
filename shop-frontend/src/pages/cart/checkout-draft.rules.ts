import { checkoutDefaults, type CheckoutValues } from './checkout-form.rules';

/** Session storage key of the checkout draft, beside the spec's keys (spec §3 'Client storage'). */
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

/** What is kept: whose draft it is, and the form as it stood. */
interface StoredDraft {
  readonly userId: number;
  readonly values: Partial<Record<keyof CheckoutValues, unknown>>;
}

const TEXT_FIELDS = ['fullName', 'phone', 'email', 'city', 'address', 'deliveryDate', 'deliverySlot', 'recipientName', 'recipientPhone', 'cardText'] as const;
const FLAG_FIELDS = ['otherRecipient', 'consent'] as const;
const DELIVERY_TYPES: readonly CheckoutValues['deliveryType'][] = ['', 'pickup', 'yandex'];

/** The draft as session storage keeps it, for this signed-in customer. */
export const storedDraft = (values: CheckoutValues, userId: number): string => JSON.stringify({ userId, values } satisfies StoredDraft);

const pick = <T>(value: unknown, accept: (candidate: unknown) => candidate is T, fallback: T): T => (accept(value) ? value : fallback);
const isText = (value: unknown): value is string => typeof value === 'string';
const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';
const isDeliveryType = (value: unknown): value is CheckoutValues['deliveryType'] => DELIVERY_TYPES.includes(value as CheckoutValues['deliveryType']);

/**
 * The form to reopen with: the kept draft when it is this customer's (never another account's
 * details in a shared tab), each field as it was or its default when unreadable. The day and slot
 * stay chosen only while the shop's calendar still offers them (the pickers see to that).
 */
export function restoredDraft(stored: string | null, userId: number | null): CheckoutValues | null {
  let draft: Partial<StoredDraft> | null;
  try {
    draft = JSON.parse(stored ?? 'null') as Partial<StoredDraft> | null;
  } catch {
    return null;
  }
  if (userId === null || draft?.userId !== userId || typeof draft.values !== 'object' || draft.values === null) return null;
  const kept = draft.values;
  const defaults = checkoutDefaults();
  const values: CheckoutValues = { ...defaults, deliveryType: pick(kept.deliveryType, isDeliveryType, defaults.deliveryType) };
  for (const field of TEXT_FIELDS) values[field] = pick(kept[field], isText, defaults[field]);
  for (const field of FLAG_FIELDS) values[field] = pick(kept[field], isFlag, defaults[field]);
  return values;
}
