import { greetingCardLabel, MAX_CARD_TEXT_LENGTH, RECIPIENT_AND_CARD_HEADING } from '@shop/domain';
import { FormField, TextAreaField } from '@shop/ui';
import { characterCount } from '../../format/character-count';
import { Optional } from './checkout-inputs';
import type { CheckoutFormState } from './use-checkout-form';

/** «Получатель и открытка»: another person to hand the order to, and the card's text. */
export function CheckoutRecipientFieldset({ checkout }: { checkout: CheckoutFormState }) {
  const { form, phoneField, otherRecipient, cardText, hasBouquet } = checkout;
  return (
    <fieldset className="shop-checkout__group">
      <legend className="shop-checkout__legend">{RECIPIENT_AND_CARD_HEADING}</legend>
      <label className="shop-checkout__check">
        <input type="checkbox" {...form.register('otherRecipient')} className="shop-checkout__checkbox" />
        <span>Получатель — другой человек</span>
      </label>
      {otherRecipient && (
        <div className="shop-checkout__row">
          <FormField id="checkout-recipient-name" label="Имя получателя" required autoComplete="off" {...form.field('recipientName')} />
          <FormField id="checkout-recipient-phone" label="Телефон получателя" required autoComplete="off" {...phoneField('recipientPhone')} />
        </div>
      )}
      <TextAreaField
        id="checkout-card-text"
        label={<Optional>{greetingCardLabel({ bouquet: hasBouquet })}</Optional>}
        hint={characterCount(cardText, MAX_CARD_TEXT_LENGTH)}
        error={form.formState.errors.cardText?.message}
        rows={3}
        maxLength={MAX_CARD_TEXT_LENGTH}
        {...form.register('cardText')}
      />
    </fieldset>
  );
}
