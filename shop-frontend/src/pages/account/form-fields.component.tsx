import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'>;

interface FieldProps extends InputProps {
  readonly id: string;
  readonly label: string;
  readonly registration: UseFormRegisterReturn;
  readonly error?: string;
  /** Shown under the field and read out with it. */
  readonly hint?: ReactNode;
}

/** Ids of the hint and the error, for aria-describedby. */
function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <div id={`${id}-hint`} className="shop-form__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="shop-form__error">
          {error}
        </p>
      )}
    </>
  );
}

export function TextField({ id, label, registration, error, hint, type = 'text', ...input }: FieldProps) {
  return (
    <div className="shop-form__field">
      <label htmlFor={id} className="shop-form__label">
        {label}
      </label>
      <input
        {...input}
        {...registration}
        id={id}
        type={type}
        className="shop-form__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

interface PasswordFieldProps extends FieldProps {
  /** What the toggle shows or hides, in the accusative: 'пароль', 'повтор пароля'. */
  readonly toggleSubject?: string;
}

/** A password input with a show/hide toggle named in Russian ('Показать пароль' / 'Скрыть пароль'). */
export function PasswordField({ id, label, registration, error, hint, toggleSubject = 'пароль', ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="shop-form__field">
      <label htmlFor={id} className="shop-form__label">
        {label}
      </label>
      <div className="shop-form__control">
        <input
          {...input}
          {...registration}
          id={id}
          type={visible ? 'text' : 'password'}
          className="shop-form__input shop-form__input--with-toggle"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <button
          type="button"
          className="shop-form__toggle"
          aria-label={`${visible ? 'Скрыть' : 'Показать'} ${toggleSubject}`}
          aria-controls={id}
          onClick={() => setVisible((value) => !value)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="shop-form__toggle-icon">
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** A message about the whole form: errors are alerts (announced at once), the rest are status. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'warning'; children: ReactNode }) {
  return (
    <div className={`shop-alert shop-alert--${tone}`} role={tone === 'success' ? 'status' : 'alert'}>
      <span className="shop-alert__icon" aria-hidden="true">
        {tone === 'success' ? '✓' : tone === 'error' ? '✕' : '!'}
      </span>
      <div>{children}</div>
    </div>
  );
}
