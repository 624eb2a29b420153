import { useCallback, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { readSessionItem, writeSessionItem } from '../../components/session-storage';
import { CHECKOUT_DRAFT_KEY, restoredDraft, storedDraft } from './checkout-draft.rules';
import { checkoutDefaults, type CheckoutValues } from './checkout-form.rules';

// The checkout form is kept in this tab's session storage, for the signed-in customer, from every
// change until the order is placed: a reload, Back and Forward, or signing in again after the
// session ran out bring it back as it was.

/** The form the dialog opens with: this customer's kept draft, else the defaults. */
export const openingCheckoutValues = (userId: number | null): CheckoutValues =>
  restoredDraft(readSessionItem(CHECKOUT_DRAFT_KEY), userId) ?? checkoutDefaults();

/** Keeps every change of `form`; returns what to call once the order is placed (nothing left to restore). */
export function useKeptCheckoutDraft(form: Pick<UseFormReturn<CheckoutValues>, 'watch' | 'getValues'>, userId: number | null): () => void {
  const { watch, getValues } = form;
  useEffect(() => {
    if (userId === null) return;
    const subscription = watch(() => writeSessionItem(CHECKOUT_DRAFT_KEY, storedDraft(getValues(), userId)));
    return () => subscription.unsubscribe();
  }, [watch, getValues, userId]);
  return useCallback(() => writeSessionItem(CHECKOUT_DRAFT_KEY, null), []);
}
