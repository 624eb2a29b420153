import { FormField, SelectField } from '@shop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useReloadPromoCodes } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { AdminPromoCodeDto } from '../api/admin-api.types';
import { COUNT_INPUT } from '../components/count-input';
import { ErrorLine } from '../components/error-line.component';
import { MONEY_INPUT } from '../components/money-input';
import { emptyPromoForm, PROMO_CATEGORY_OPTIONS, promoFormError, promoFormValues, toPromoPayload, type PromoFormValues } from './promo-form.rules';

interface Props {
  /** The code to edit; none for a new one. */
  readonly promo: AdminPromoCodeDto | null;
  readonly onDone: (notice: string | null) => void;
}

/** Create or edit a promo code: the discount, the minimum, the period (Moscow days), the limits, what it applies to, on or off. */
export function PromoForm({ promo, onDone }: Props) {
  const api = useAdminApi();
  const reload = useReloadPromoCodes();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<PromoFormValues>({ defaultValues: promo ? promoFormValues(promo) : emptyPromoForm() });
  const kind = watch('kind');

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);

  const submit = handleSubmit(async (values) => {
    const refused = promoFormError(values);
    setError(refused);
    if (refused) return;
    try {
      const payload = toPromoPayload(values);
      const saved = promo ? await api.updatePromoCode(promo.id, payload) : await api.createPromoCode(payload);
      await reload();
      onDone(promo ? `Промокод ${saved.code} сохранён.` : `Промокод ${saved.code} создан.`);
    } catch (failure) {
      setError(errorMessage(failure, ADMIN_API_FALLBACKS.savePromoCode));
    }
  });

  return (
    <section className="adm-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="adm-panel__title">
        {promo ? `Изменение промокода ${promo.code}` : 'Новый промокод'}
      </h2>
      <form className="adm-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField id={`${id}-code`} label="Промокод" hint="От 3 до 32 символов: буквы, цифры, «-» и «_»" compact maxLength={32} {...register('code')} />
        <div className="adm-form__row">
          <SelectField
            id={`${id}-kind`}
            label="Скидка"
            compact
            options={[
              { value: 'percent', label: 'Процент от суммы товаров' },
              { value: 'fixed', label: 'Сумма в рублях' },
            ]}
            {...register('kind')}
          />
          <FormField
            id={`${id}-value`}
            label={kind === 'percent' ? 'Размер скидки, %' : 'Размер скидки, ₽'}
            compact
            {...(kind === 'percent' ? COUNT_INPUT : MONEY_INPUT)}
            {...register('value')}
          />
        </div>
        <FormField id={`${id}-min`} label="Минимальная сумма товаров, ₽" hint="0 — без минимума" compact {...MONEY_INPUT} {...register('minGoods')} />
        <div className="adm-form__row">
          <FormField id={`${id}-from`} label="Действует с" hint="По московскому времени; пусто — сразу" compact type="date" {...register('startsOn')} />
          <FormField id={`${id}-to`} label="Действует по" hint="Включительно; пусто — бессрочно" compact type="date" {...register('endsOn')} />
        </div>
        <div className="adm-form__row">
          <FormField id={`${id}-uses`} label="Всего использований" hint="Пусто — без ограничений" compact {...COUNT_INPUT} {...register('maxUses')} />
          <FormField
            id={`${id}-per-customer`}
            label="На одного покупателя"
            hint="Пусто — без ограничений"
            compact
            {...COUNT_INPUT}
            {...register('maxUsesPerCustomer')}
          />
        </div>
        <fieldset className="adm-form__checks">
          <legend className="ui-field__label">Категории</legend>
          <p className="ui-field__hint">Не отмечено ни одной и не указаны номера товаров — скидка на все товары.</p>
          {PROMO_CATEGORY_OPTIONS.map((category) => (
            <label key={category.code} className="adm-check">
              <input type="checkbox" value={category.code} {...register('categories')} />
              {category.title}
            </label>
          ))}
        </fieldset>
        <FormField id={`${id}-products`} label="Номера товаров" hint="Через запятую, например: 2, 6" compact {...register('productIds')} />
        <div className="adm-form__checks">
          <label className="adm-check">
            <input type="checkbox" {...register('bouquets')} />
            Букеты из конструктора
          </label>
          <label className="adm-check">
            <input type="checkbox" {...register('active')} />
            Промокод включён
          </label>
        </div>
        <ErrorLine text={error} />
        <div className="adm-form__actions">
          <button type="submit" className="ui-button ui-button--primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Сохранение…' : promo ? 'Сохранить' : 'Создать промокод'}
          </button>
          <button type="button" className="ui-button" onClick={() => onDone(null)}>
            Отмена
          </button>
        </div>
      </form>
    </section>
  );
}
