import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useReloadProducts } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { AdminProductDto } from '../api/admin-api.types';
import {
  CATEGORY_OPTIONS,
  emptyProductForm,
  productFormErrors,
  productFormValues,
  toProductPayload,
  type ProductFormValues,
} from './product-form.rules';
import { ProductImagesField } from './product-images.field';

/** react-hook-form over the product rules: one Russian message per invalid field. */
const productResolver: Resolver<ProductFormValues> = async (values) => {
  const messages = Object.entries(productFormErrors(values));
  if (messages.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(messages.map(([field, message]) => [field, { type: 'domain', message }]));
  return { values: {}, errors: errors as FieldErrors<ProductFormValues> };
};

interface Props {
  /** The product to edit; none for a new one. */
  readonly product: AdminProductDto | null;
  readonly onDone: (notice: string | null) => void;
}

/** Create or edit a product: title, description, category, price ('от' or exact), images, visibility. */
export function ProductForm({ product, onDone }: Props) {
  const api = useAdminApi();
  const reloadProducts = useReloadProducts();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({
    defaultValues: product ? productFormValues(product) : emptyProductForm(),
    resolver: productResolver,
  });

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const payload = toProductPayload(values);
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
  const describedBy = (field: keyof ProductFormValues) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: keyof ProductFormValues) =>
    errors[field]?.message && (
      <p id={`${id}-${field}-error`} className="adm-error">
        {errors[field]?.message}
      </p>
    );

  return (
    <section className="adm-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="adm-panel__title">
        {title}
      </h2>
      <form className="adm-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="adm-field">
          <label htmlFor={`${id}-name`}>Название</label>
          <input id={`${id}-name`} type="text" maxLength={200} aria-invalid={Boolean(errors.title)} aria-describedby={describedBy('title')} {...register('title')} />
          {fieldError('title')}
        </div>

        <div className="adm-field">
          <label htmlFor={`${id}-description`}>Описание</label>
          <textarea id={`${id}-description`} rows={5} maxLength={5000} {...register('description')} />
        </div>

        <div className="adm-form__row">
          <div className="adm-field">
            <label htmlFor={`${id}-category`}>Категория</label>
            <select id={`${id}-category`} aria-invalid={Boolean(errors.category)} aria-describedby={describedBy('category')} {...register('category')}>
              <option value="">Выберите категорию</option>
              {CATEGORY_OPTIONS.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.title}
                </option>
              ))}
            </select>
            {fieldError('category')}
          </div>

          <div className="adm-field">
            <label htmlFor={`${id}-price`}>Цена, ₽</label>
            <input
              id={`${id}-price`}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              aria-invalid={Boolean(errors.price)}
              aria-describedby={describedBy('price')}
              {...register('price')}
            />
            {fieldError('price')}
          </div>
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

        {serverError && (
          <p className="adm-error" role="alert">
            {serverError}
          </p>
        )}

        <div className="adm-form__actions">
          <button type="submit" className="adm-button adm-button--primary" disabled={isSubmitting}>
            {isSubmitting ? 'Сохранение…' : product ? 'Сохранить' : 'Добавить товар'}
          </button>
          <button type="button" className="adm-button" onClick={() => onDone(null)}>
            Отмена
          </button>
        </div>
      </form>
    </section>
  );
}
