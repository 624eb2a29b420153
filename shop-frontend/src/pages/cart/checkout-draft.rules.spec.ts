import { FILLED_CHECKOUT_FORM } from '@shop/domain/testing';
import { checkoutDefaults, type CheckoutValues } from './checkout-form.rules';
import { restoredDraft, storedDraft } from './checkout-draft.rules';

// 2026-06-05 09:30 in Moscow (UTC+3).
const morning = new Date('2026-06-05T06:30:00Z');
// The next day, 18:00 in Moscow: the 5th is gone and the 6th past its cut-off.
const nextEvening = new Date('2026-06-06T15:00:00Z');

const filled: CheckoutValues = {
  ...checkoutDefaults(morning),
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
    expect(restoredDraft(storedDraft(filled, 7), 7, morning)).toEqual(filled);
  });

  it("never gives one account's details to another, nor to nobody", () => {
    expect(restoredDraft(storedDraft(filled, 7), 8, morning)).toBeNull();
    expect(restoredDraft(storedDraft(filled, 7), null, morning)).toBeNull();
  });

  it('keeps nothing of storage it cannot read', () => {
    for (const stored of [null, '', 'not json', '42', '{"userId":7}', '{"userId":7,"values":null}']) expect(restoredDraft(stored, 7, morning)).toBeNull();
  });

  it('takes the default for a field that is not what the form holds', () => {
    const odd = JSON.stringify({ userId: 7, values: { ...filled, fullName: 42, consent: 'yes', deliveryType: 'moscow', cardText: null } });
    expect(restoredDraft(odd, 7, morning)).toEqual({
      ...filled,
      fullName: '',
      consent: false,
      deliveryType: '',
      cardText: '',
      deliveryDate: '2026-06-06',
      deliverySlot: '16-19',
    });
  });

  it('moves a day or slot that has passed to the earliest one still bookable', () => {
    expect(restoredDraft(storedDraft({ ...filled, deliveryDate: '2026-06-05', deliverySlot: '13-16' }, 7), 7, nextEvening)).toMatchObject({
      deliveryDate: '2026-06-07',
      deliverySlot: '13-16',
    });
  });
});
