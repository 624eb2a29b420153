import { FILLED_CHECKOUT_FORM } from '@shop/domain/testing';
import { checkoutDefaults, type CheckoutValues } from './checkout-form.rules';
import { restoredDraft, storedDraft } from './checkout-draft.rules';

const filled: CheckoutValues = {
  ...checkoutDefaults(),
  ...FILLED_CHECKOUT_FORM,
  deliveryDate: '2026-06-06',
  deliverySlot: '16-19',
  otherRecipient: true,
  recipientName: 'Вера',
  recipientPhone: '+79160000003',
  cardText: 'С днём рождения!\nТвоя Аня',
};

describe('checkout draft', () => {
  it('gives the same customer the whole form back', () => {
    expect(restoredDraft(storedDraft(filled, 7), 7)).toEqual(filled);
  });

  it("never gives one account's details to another, nor to nobody", () => {
    expect(restoredDraft(storedDraft(filled, 7), 8)).toBeNull();
    expect(restoredDraft(storedDraft(filled, 7), null)).toBeNull();
  });

  it('keeps nothing of storage it cannot read', () => {
    for (const stored of [null, '', 'not json', '42', '{"userId":7}', '{"userId":7,"values":null}']) expect(restoredDraft(stored, 7)).toBeNull();
  });

  it('takes the default for a field that is not what the form holds', () => {
    const odd = JSON.stringify({ userId: 7, values: { ...filled, fullName: 42, consent: 'yes', deliveryType: 'moscow', cardText: null } });
    expect(restoredDraft(odd, 7)).toEqual({
      ...filled,
      fullName: '',
      consent: false,
      deliveryType: '',
      cardText: '',
      deliveryDate: '2026-06-06',
      deliverySlot: '16-19',
    });
  });
});
