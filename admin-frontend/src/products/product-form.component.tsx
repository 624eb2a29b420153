import { MAX_LEAD_DAYS } from '@shop/domain';
import { FormField, SelectField, TextAreaField } from '@shop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useReloadProducts } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { AdminProductDto } from '../api/admin-api.types';
import { COUNT_INPUT } from '../components/count-input';
import { domainResolver } from '../components/domain-resolver';
import { MONEY_INPUT } from '../components/money-input';
import { CATEGORY_OPTIONS, emptyProductForm, productFormErrors, productFormValues, toProductPayload, type ProductFormValues } from './product-form.rules';
import { ProductImagesField } from './product-images.field';
import { ErrorLine } from '../components/error-line.component';

const CATEGORY_CHOICES = [{ value: '', label: 'Выберите категорию' }, ...CATEGORY_OPTIONS.map((option) => ({ value: option.code, label: option.title }))];

const productResolver = domainResolver(productFormErrors);

interface Props {
  /** The product to edit; none for a new one. */
  readonly product: AdminProductDto | null;
  readonly onDone: (notice: string | null) => void;
}

/** Create or edit a product: title, description, category, price ('от' or exact), stock and days to make, images, visibility. */
export function ProductForm({ product, onDone }: Props) {
  const api = useAdminApi();
  const reloadProducts = useReloadProducts();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [stored] = useState(() => (product ? productFormValues(product) : null));
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({
    defaultValues: stored ?? emptyProductForm(),
    resolver: productResolver,
  });

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const payload = toProductPayload(values, stored);
      if (product) {
        await api.updateProduct(product.product_id, payload);
      } else {
        await api.createProduct(payload);
      }
      await reloadProducts();
      onDone(product ? `Товар «${payload.title}» сохранён.` : `Товар «${payload.title}» добавлен.`);
    } catch (failure) {
      setServerError(errorMessage(failure, ADMIN_API_FALLBACKS.saveProduct));
    }
  });

  const title = product ? `Изменение товара «${product.title}»` : 'Новый товар';

  return (
    <section className="adm-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="adm-panel__title">
        {title}
      </h2>
      <form className="adm-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField id={`${id}-name`} label="Название" compact maxLength={200} error={errors.title?.message} {...register('title')} />

        <TextAreaField id={`${id}-description`} label="Описание" compact rows={5} maxLength={5000} {...register('description')} />

        <div className="adm-form__row">
          <SelectField id={`${id}-category`} label="Категория" compact options={CATEGORY_CHOICES} error={errors.category?.message} {...register('category')} />

          <FormField id={`${id}-price`} label="Цена, ₽" compact {...MONEY_INPUT} error={errors.price?.message} {...register('price')} />
        </div>

        <div className="adm-form__row">
          <FormField
            id={`${id}-stock`}
            label="В наличии, шт."
            hint="Пусто — делаем на заказ, без ограничений"
            compact
            {...COUNT_INPUT}
            error={errors.stock?.message}
            {...register('stock')}
          />
          <FormField
            id={`${id}-lead-days`}
            label="Срок изготовления, дней"
            hint={`От 0 до ${MAX_LEAD_DAYS}; ранняя дата доставки ждёт его`}
            compact
            {...COUNT_INPUT}
            max={MAX_LEAD_DAYS}
            error={errors.leadDays?.message}
            {...register('leadDays')}
          />
        </div>

        <div className="adm-form__checks">
          <label className="adm-check">
            <input type="checkbox" {...register('priceFrom')} />
            Цена «от» (итоговая стоимость обсуждается отдельно)
          </label>
          <label className="adm-check">
            <input type="checkbox" {...register('visible')} />
            Показывать в каталоге
          </label>
        </div>

        <Controller
          control={control}
          name="images"
          render={({ field }) => <ProductImagesField value={field.value} onChange={field.onChange} error={errors.images?.message} />}
        />

        <ErrorLine text={serverError} />

        <div className="adm-form__actions">
          <button type="submit" className="ui-button ui-button--primary" disabled={isSubmitting}>
            {isSubmitting ? 'Сохранение…' : product ? 'Сохранить' : 'Добавить товар'}
          </button>
          <button type="button" className="ui-button" onClick={() => onDone(null)}>
            Отмена
          </button>
        </div>
      </form>
    </section>
  );
}
