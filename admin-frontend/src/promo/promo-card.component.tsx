import { formatCustomerRoubles, formatMoscowDateTime, moneyOf } from '@shop/domain';
import { useId, useState } from 'react';
import { useReloadPromoCodes } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { AdminPromoCodeDto } from '../api/admin-api.types';
import { ErrorLine } from '../components/error-line.component';
import { promoOfferText, promoScopeText, promoUsesText, toPromoPayload, promoFormValues } from './promo-form.rules';

interface Props {
  readonly promo: AdminPromoCodeDto;
  readonly onEdit: (promo: AdminPromoCodeDto) => void;
  readonly onNotice: (text: string) => void;
}

const periodText = (promo: AdminPromoCodeDto): string => {
  if (!promo.starts_at && !promo.ends_at) return 'Бессрочно';
  const from = promo.starts_at ? `с ${formatMoscowDateTime(promo.starts_at)}` : '';
  const to = promo.ends_at ? `по ${formatMoscowDateTime(promo.ends_at)}` : '';
  return [from, to].filter(Boolean).join(' ');
};

/** A code of the list: the discount and its terms, its uses; edit, switch off (on), delete while never used. */
export function PromoCard({ promo, onEdit, onNotice }: Props) {
  const api = useAdminApi();
  const reload = useReloadPromoCodes();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, notice: string, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await reload();
      onNotice(notice);
    } catch (failure) {
      setError(errorMessage(failure, fallback));
    } finally {
      setBusy(false);
    }
  };

  const toggle = () =>
    run(
      () =>
        api.updatePromoCode(promo.id, { ...toPromoPayload(promoFormValues(promo)), starts_at: promo.starts_at, ends_at: promo.ends_at, active: !promo.active }),
      promo.active ? `Промокод ${promo.code} выключен.` : `Промокод ${promo.code} включён.`,
      ADMIN_API_FALLBACKS.savePromoCode,
    );
  const remove = () => run(() => api.deletePromoCode(promo.id), `Промокод ${promo.code} удалён.`, ADMIN_API_FALLBACKS.deletePromoCode);

  return (
    <article className={promo.active ? 'adm-promo' : 'adm-promo adm-promo--off'} aria-labelledby={titleId} data-testid={`promo-${promo.code}`}>
      <h3 id={titleId} className="adm-promo__code">
        {promo.code}
      </h3>
      <p className="adm-promo__meta">
        <span className="adm-promo__offer">−{promoOfferText(promo)}</span>
        <span className={promo.active ? 'adm-badge adm-badge--visible' : 'adm-badge adm-badge--hidden'}>{promo.active ? 'Включён' : 'Выключен'}</span>
        <span className="adm-muted">{promoUsesText(promo)}</span>
      </p>
      <ul className="adm-promo__terms">
        <li>На {promoScopeText(promo)}</li>
        {promo.min_goods > 0 && <li>От {formatCustomerRoubles(moneyOf(promo.min_goods))} за товары</li>}
        <li>{periodText(promo)}</li>
        {promo.max_uses_per_customer !== null && <li>Не больше {promo.max_uses_per_customer} на покупателя</li>}
      </ul>
      <div className="adm-product__actions">
        <button type="button" className="ui-button ui-button--small" aria-label={`Изменить ${promo.code}`} onClick={() => onEdit(promo)}>
          Изменить
        </button>
        <button type="button" className="ui-button ui-button--small" disabled={busy} onClick={() => void toggle()}>
          {promo.active ? 'Выключить' : 'Включить'}
        </button>
        {promo.uses === 0 && (
          <button type="button" className="ui-button ui-button--small" aria-label={`Удалить ${promo.code}`} disabled={busy} onClick={() => void remove()}>
            Удалить
          </button>
        )}
      </div>
      <ErrorLine text={error} />
    </article>
  );
}
