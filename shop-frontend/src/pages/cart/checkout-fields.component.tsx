import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** aria-describedby of a field: its hint and its error, when present. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="shop-checkout__error" data-testid={`${id}-error`}>
      {error}
    </p>
  );
}

interface InputFieldProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly registration: UseFormRegisterReturn;
  readonly error?: string;
  readonly hint?: ReactNode;
  readonly type?: 'text' | 'tel' | 'email';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'tel' | 'email';
  readonly placeholder?: string;
  readonly required?: boolean;
}

/** A labelled input; an error paints the border red, sets aria-invalid and is read with the field. */
export function InputField({ id, label, registration, error, hint, type = 'text', required = false, ...input }: InputFieldProps) {
  return (
    <div className="shop-checkout__field">
      <label htmlFor={id} className="shop-checkout__label">
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        {...input}
        {...registration}
        id={id}
        type={type}
        className="shop-form__input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      />
      {hint && (
        <p id={`${id}-hint`} className="shop-checkout__hint">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

interface SelectFieldProps {
  readonly id: string;
  readonly label: string;
  readonly registration: UseFormRegisterReturn;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly error?: string;
}

export function SelectField({ id, label, registration, options, error }: SelectFieldProps) {
  return (
    <div className="shop-checkout__field">
      <label htmlFor={id} className="shop-checkout__label">
        {label}
      </label>
      <select
        {...registration}
        id={id}
        className="shop-form__input shop-checkout__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The asterisk of a required field; screen readers hear 'обязательное поле' from aria-required. */
export function RequiredMark() {
  return (
    <span className="shop-checkout__required" aria-hidden="true">
      {' *'}
    </span>
  );
}
