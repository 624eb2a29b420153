import { moneyOf, priceInputText, type Money, type MoscowZoneCode } from '@shop/domain';
import { FormField, SelectField } from '@shop/ui';
import { useId, useState } from 'react';
import type { AdminPendingOrderDto } from '../api/admin-api.types';
import { MONEY_INPUT } from '../components/money-input';
import { goodsToPay } from '../components/promo-discount.component';
import { formatAdminMoney, formatAdminRoubles } from '../format/admin-format';
import { TARIFF_ZONES, readDeliveryPrice, tariffPrice } from './delivery-pricing.rules';

interface Props {
  readonly order: AdminPendingOrderDto;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled: boolean;
}

const ZONE_CHOICES = [
  { value: '', label: 'Выберите зону' },
  ...TARIFF_ZONES.map((zone) => ({ value: zone.code, label: `${zone.title} — ${formatAdminMoney(zone.price)}` })),
];

/** Copies a suggested price into the price field, written as the admin would type it. */
function CopyPriceButton({ price, onCopy, label }: { readonly price: Money; readonly onCopy: (value: string) => void; readonly label: string }) {
  return (
    <button type="button" className="ui-button ui-button--small" onClick={() => onCopy(priceInputText(price))}>
      {label}
    </button>
  );
}

/**
 * The courier price of a pending order: the quote the checkout obtained (with its note), the
 * Moscow tariff for a zone the admin picks, and the final price the admin types (spec §5: number,
 * step 0.01, min 0; non-numeric counts as 0). Either suggestion can be copied into the field.
 */
export function DeliveryPricing({ order, value, onChange, disabled }: Props) {
  const id = useId();
  const [zone, setZone] = useState<MoscowZoneCode | ''>('');
  const tariff = tariffPrice(zone, order.delivery_slot);
  const suggested = order.suggested_delivery_price;
  const typed = readDeliveryPrice(value);
  const goods = goodsToPay(order);

  return (
    <fieldset className="adm-pricing" disabled={disabled}>
      <legend className="adm-pricing__legend">Стоимость доставки</legend>

      <div className="adm-pricing__row">
        <div className="adm-pricing__suggestion" data-testid="suggested-delivery-price">
          <span className="adm-pricing__label">Предложенная стоимость</span>
          <strong>{suggested === null ? 'не рассчитана' : formatAdminRoubles(suggested)}</strong>
          {order.delivery_quote_note && <span className="adm-pricing__note">{order.delivery_quote_note}</span>}
        </div>
        {suggested !== null && <CopyPriceButton price={moneyOf(suggested)} onCopy={onChange} label="Подставить предложенную" />}
      </div>

      <div className="adm-pricing__row">
        <SelectField
          id={`${id}-zone`}
          label="Зона по тарифу Москвы"
          compact
          className="adm-pricing__zone"
          options={ZONE_CHOICES}
          value={zone}
          onChange={(event) => setZone(event.target.value as MoscowZoneCode | '')}
        />
        {tariff && (
          <div className="adm-pricing__suggestion" aria-live="polite">
            <span className="adm-pricing__label">По тарифу</span>
            <strong data-testid="tariff-delivery-price">{formatAdminMoney(tariff)}</strong>
          </div>
        )}
        {tariff && <CopyPriceButton price={tariff} onCopy={onChange} label="Подставить тариф" />}
      </div>

      <div className="adm-pricing__row">
        <FormField
          id={`${id}-price`}
          label="Итоговая стоимость доставки, ₽"
          compact
          className="adm-pricing__input"
          {...MONEY_INPUT}
          value={value}
          placeholder="0.00"
          aria-describedby={`${id}-total`}
          aria-invalid={typed.ok ? undefined : true}
          onChange={(event) => onChange(event.target.value)}
        />
        <p id={`${id}-total`} className="adm-pricing__total">
          {typed.ok ? (
            <>
              К оплате с доставкой: <strong>{formatAdminMoney(goods.add(typed.price))}</strong>
            </>
          ) : (
            <span className="adm-error">{typed.message}</span>
          )}
        </p>
      </div>
    </fieldset>
  );
}
