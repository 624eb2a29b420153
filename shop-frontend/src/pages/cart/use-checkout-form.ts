import { isCourierDelivery, type CartItemDto, type DeliveryChoiceCheck, type ProfileResponseDto, type ShellServices } from '@shop/domain';
import { showToast, TOAST_MS } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { useDomainForm } from '../../components/use-domain-form';
import { isBouquetLine, orderItems } from './cart-lines.rules';
import { prefillFromProfile, validateCheckout, type CheckoutValues } from './checkout-form.rules';
import { useShellSession } from '../account/use-shell-session';
import { CHECKOUT_TEXTS, createOrder, submitContact } from './place-order';
import { openingCheckoutValues, useKeptCheckoutDraft } from './use-checkout-draft';
import { useDeliveryCalendar } from './use-delivery-calendar';

export interface CheckoutFormOptions {
  readonly services: ShellServices;
  readonly items: readonly CartItemDto[];
  /** The server has turned the cart into an order (and emptied the cart). */
  readonly onOrderCreated: () => void;
  /** The contact call succeeded too: the order waits for the administrator. */
  readonly onPlaced: () => void;
  /** The server found nothing to order. */
  readonly onEmptyCart: () => void;
}

/** Everything the checkout's fieldsets read and change, and its submit. */
export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;

/**
 * The checkout form's state in one place: the values (a kept draft, the profile's contacts), the
 * domain's rules, the delivery choices they offer, and placing the order in two calls (the order,
 * then its contact details; a refused second call is re-sent alone).
 */
export function useCheckoutForm({ services, items: cartItems, onOrderCreated, onPlaced, onEmptyCart }: CheckoutFormOptions) {
  // The cart as it was when the dialog opened: once the order exists the server has emptied the cart.
  const [items] = useState(cartItems);
  const { userId } = useShellSession(services.session);
  const [openingValues] = useState(() => openingCheckoutValues(userId));
  const toastSlot = useRef<HTMLDivElement>(null);
  const [createdOrderId, setCreatedOrderId] = useState<number | null>(null);
  const [contactFailure, setContactFailure] = useState<{ readonly reason: string | null } | null>(null);
  // The domain's messages, the day and slot judged by what the shop's calendar offers now (read when the form is checked).
  const checkChoice = useRef<DeliveryChoiceCheck>(() => null);
  const form = useDomainForm((values: CheckoutValues) => validateCheckout(values, (choice, type) => checkChoice.current(choice, type)), {
    defaultValues: openingValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const discardDraft = useKeptCheckoutDraft(form, userId);
  const { register, watch, getValues, setValue } = form;

  // A signed-in customer's name, phone and e-mail from the profile, into the fields still empty.
  useEffect(() => {
    let current = true;
    void services.http.request<ProfileResponseDto>('/api/profile').then((answer) => {
      if (!current || !answer.ok || !answer.data?.user) return;
      const fill = prefillFromProfile(getValues(), answer.data.user);
      for (const [name, value] of Object.entries(fill) as [keyof typeof fill, string][]) setValue(name, value);
    });
    return () => {
      current = false;
    };
  }, [services.http, getValues, setValue]);

  const [deliveryType, otherRecipient, cardText] = watch(['deliveryType', 'otherRecipient', 'cardText']);
  const calendar = useDeliveryCalendar({ http: services.http, form, deliveryType, orderId: createdOrderId });
  checkChoice.current = calendar.checkChoice;

  const toast = (text: string) => showToast('error', text, TOAST_MS.checkout, toastSlot.current ?? undefined);
  const payloadItems = orderItems(items);

  const place = async (values: CheckoutValues) => {
    let orderId = createdOrderId;
    if (orderId === null) {
      const created = await createOrder(services.http, values, payloadItems, () => services.session.getSnapshot().token !== null);
      if (created.kind === 'signed-out') return;
      if (created.kind === 'empty-cart') return onEmptyCart();
      if (created.kind === 'failed') return toast(created.message);
      orderId = created.orderId;
      setCreatedOrderId(orderId);
      onOrderCreated();
    }
    const contact = await submitContact(services.http, values, orderId, payloadItems);
    if (!contact.ok) {
      setContactFailure({ reason: contact.reason });
      if (contact.slotTaken && contact.reason) calendar.slotTaken(contact.reason);
      return toast(CHECKOUT_TEXTS.contactFailed);
    }
    discardDraft();
    onPlaced();
  };

  return {
    form,
    items,
    toastSlot,
    phoneField: form.phoneField,
    submit: form.handleSubmit(place, () => toast(CHECKOUT_TEXTS.requiredFields)),
    /** Set once the order exists but its contact details were refused: the next submit re-sends only them. */
    contactRetry: createdOrderId !== null && contactFailure ? { orderId: createdOrderId, reason: contactFailure.reason } : null,
    deliveryType,
    courier: isCourierDelivery(deliveryType),
    otherRecipient,
    cardText,
    hasBouquet: items.some(isBouquetLine),
    // A function, registered where the radios are, so the fields keep their order (the first invalid one gets the focus).
    registerDeliveryType: () => register('deliveryType'),
    calendar,
  };
}
