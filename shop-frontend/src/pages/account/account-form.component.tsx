import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly submitLabel: string;
  /** The button's text while the request runs ('Вход...'). */
  readonly busyLabel: string;
  readonly busy: boolean;
  readonly disabled?: boolean;
  /** The fields, then the message about the form. */
  readonly children: ReactNode;
}

/**
 * The form of a sign-in screen: fields and messages, then one full-width submit button. Its
 * method is POST so that, whatever keeps the page's scripts from taking it, a password never goes
 * into an address.
 */
export function AccountForm({ onSubmit, submitLabel, busyLabel, busy, disabled = false, children }: Props) {
  return (
    <form className="shop-form" method="post" onSubmit={onSubmit} noValidate>
      {children}
      <button type="submit" className="shop-button shop-button--primary shop-form__submit" disabled={busy || disabled}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
