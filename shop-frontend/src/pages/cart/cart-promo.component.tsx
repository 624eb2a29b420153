import { formatCustomerRoubles, moneyOf, promoDiscountLabel, type CartPromoDto } from '@shop/domain';
import { FormField } from '@shop/ui';
import { useState, type FormEvent } from 'react';

interface CartPromoProps {
  readonly promo: CartPromoDto | null;
  readonly reason: string | null;
  readonly busy: boolean;
  readonly onApply: (code: string) => Promise<boolean>;
  readonly onRemove: () => void;
  readonly onType: () => void;
}

/** The cart's field «Промокод» with «Применить», or the code applied: its discount, or why it no longer applies. */
export function CartPromo({ promo, reason, busy, onApply, onRemove, onType }: CartPromoProps) {
  const [code, setCode] = useState('');

  const typed = (text: string) => {
    setCode(text);
    onType();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    if (await onApply(code)) setCode('');
  };

  if (promo) {
    return (
      <div className="shop-cart-promo shop-cart-promo--applied" data-testid="cart-promo">
        <p className="shop-cart-promo__line">
          <span>{promoDiscountLabel(promo.code)}:</span> <strong>−{formatCustomerRoubles(moneyOf(promo.discount))}</strong>
        </p>
        {promo.problem && (
          <p className="shop-cart-promo__problem" role="alert">
            {promo.problem}
          </p>
        )}
        <button type="button" className="shop-text-link shop-cart-promo__remove" onClick={onRemove} disabled={busy}>
          Убрать промокод
        </button>
      </div>
    );
  }

  return (
    <form className="shop-cart-promo" onSubmit={(event) => void submit(event)} noValidate>
      <FormField id="cart-promo-code" label="Промокод" error={reason ?? undefined}>
        {(control) => (
          <div className="shop-cart-promo__row">
            <input
              type="text"
              {...control}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={32}
              onChange={(event) => typed(event.target.value)}
            />
            <button type="submit" className="shop-button shop-button--outline" disabled={busy || code.trim() === ''}>
              Применить
            </button>
          </div>
        )}
      </FormField>
    </form>
  );
}
