import { FormField } from '@shop/ui';
import { useState, type ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof FormField>, 'type' | 'children'> & {
  /** What the toggle shows or hides, in the accusative: 'пароль', 'повтор пароля'. */
  readonly toggleSubject?: string;
};

/** A password field with a show/hide toggle named in Russian ('Показать пароль' / 'Скрыть пароль'). */
export function PasswordField({ id, label, error, hint, toggleSubject = 'пароль', ...input }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="shop-form__control">
          <input {...input} {...control} type={visible ? 'text' : 'password'} className={`${control.className} shop-form__input--with-toggle`} />
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
      )}
    </FormField>
  );
}

/** The second password field of a form that sets a new password. */
export function RepeatPasswordField(props: Omit<Props, 'label' | 'autoComplete' | 'toggleSubject'>) {
  return <PasswordField label="Повторите пароль" autoComplete="new-password" toggleSubject="повтор пароля" {...props} />;
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
