import { FormField } from '@shop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useReloadFlowers } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { AdminFlowerDto } from '../api/admin-api.types';
import { COUNT_INPUT } from '../components/count-input';
import { domainResolver } from '../components/domain-resolver';
import { ErrorLine } from '../components/error-line.component';
import { MONEY_INPUT } from '../components/money-input';
import { emptyFlowerForm, flowerFormErrors, flowerFormValues, toFlowerEdit, toFlowerPayload, type FlowerFormValues } from './flower-form.rules';
import { FlowerImageField } from './flower-image.field';

const flowerResolver = domainResolver(flowerFormErrors);

interface Props {
  /** The flower to edit; none for a new one. */
  readonly flower: AdminFlowerDto | null;
  readonly onDone: (notice: string | null) => void;
}

/** Create or edit a flower of the bouquet constructor: title, price per stem, picture, in season, stems in stock. */
export function FlowerForm({ flower, onDone }: Props) {
  const api = useAdminApi();
  const reloadFlowers = useReloadFlowers();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [stored] = useState(() => (flower ? flowerFormValues(flower) : null));
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FlowerFormValues>({ defaultValues: stored ?? emptyFlowerForm(), resolver: flowerResolver });

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const title = values.title.trim();
      if (flower && stored) await api.updateFlower(flower.id, toFlowerEdit(values, stored));
      else await api.createFlower(toFlowerPayload(values));
      await reloadFlowers();
      onDone(flower ? `Цветок «${title}» сохранён.` : `Цветок «${title}» добавлен.`);
    } catch (failure) {
      setServerError(errorMessage(failure, ADMIN_API_FALLBACKS.saveFlower));
    }
  });

  return (
    <section className="adm-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="adm-panel__title">
        {flower ? `Изменение цветка «${flower.title}»` : 'Новый цветок'}
      </h2>
      <form className="adm-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField id={`${id}-name`} label="Название" compact maxLength={100} error={errors.title?.message} {...register('title')} />
        <div className="adm-form__row">
          <FormField id={`${id}-price`} label="Цена за стебель, ₽" compact {...MONEY_INPUT} error={errors.price?.message} {...register('price')} />
          <FormField
            id={`${id}-stock`}
            label="Стеблей в наличии"
            hint="Пусто — без ограничений"
            compact
            {...COUNT_INPUT}
            error={errors.stock?.message}
            {...register('stock')}
          />
        </div>
        <div className="adm-form__checks">
          <label className="adm-check">
            <input type="checkbox" {...register('available')} />
            Доступен в конструкторе (в сезоне)
          </label>
        </div>
        <Controller
          control={control}
          name="image"
          render={({ field }) => <FlowerImageField value={field.value} onChange={field.onChange} error={errors.image?.message} />}
        />
        <ErrorLine text={serverError} />
        <div className="adm-form__actions">
          <button type="submit" className="ui-button ui-button--primary" disabled={isSubmitting}>
            {isSubmitting ? 'Сохранение…' : flower ? 'Сохранить' : 'Добавить цветок'}
          </button>
          <button type="button" className="ui-button" onClick={() => onDone(null)}>
            Отмена
          </button>
        </div>
      </form>
    </section>
  );
}
