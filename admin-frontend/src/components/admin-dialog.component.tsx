import { DIALOG_TEXTS, type DialogKind } from '@shop/domain';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogRequest {
  readonly kind: DialogKind;
  readonly message: string;
  readonly title: string;
  readonly resolve: (answer: boolean) => void;
}

interface Props {
  readonly request: DialogRequest | null;
  /** true for 'Да' (confirm) or 'Закрыть' (error, success); false for 'Нет', Escape. */
  readonly onAnswer: (answer: boolean) => void;
}

/**
 * The admin's modal dialog (spec §5): confirm asks 'Нет' / 'Да', error and success close with
 * 'Закрыть'. Built on <dialog>.showModal(), so the page behind is inert; Tab stays inside,
 * Escape answers 'Нет', and focus returns to whatever opened it. A question that needs an answer
 * (confirm, error) is an alertdialog; the safe button has the first focus.
 */
export function AdminDialog({ request, onAnswer }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const messageId = useId();
  const open = request !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      const target = opener.current;
      opener.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    }
  }, [open]);

  const buttons = request ? DIALOG_TEXTS[request.kind].buttons : [];
  return (
    <dialog
      ref={ref}
      className={`adm-dialog adm-dialog--${request?.kind ?? 'closed'}`}
      role={request?.kind === 'success' ? 'dialog' : 'alertdialog'}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
      onKeyDown={trapTab}
    >
      {request && (
        <>
          <h2 id={titleId} className="adm-dialog__title">
            {request.title}
          </h2>
          <p id={messageId} className="adm-dialog__message">
            {request.message}
          </p>
          <div className="adm-dialog__actions">
            {buttons.map((label, index) => {
              const affirmative = request.kind !== 'confirm' || index === buttons.length - 1;
              return (
                <button
                  key={label}
                  type="button"
                  className={affirmative && request.kind === 'confirm' ? 'adm-button adm-button--danger' : 'adm-button'}
                  autoFocus={index === 0}
                  onClick={() => onAnswer(affirmative)}
                >
                  {label}
                </button>
              );
            })}
          </div>
        </>
      )}
    </dialog>
  );
}

function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export interface AdminDialogs {
  /** Resolves true when the admin answers 'Да'. */
  confirm(message: string, title?: string): Promise<boolean>;
  error(message: string, title?: string): Promise<void>;
  success(message: string, title?: string): Promise<void>;
}

/** One dialog per screen, driven by promises: `if (await dialogs.confirm(text)) …`. */
export function useAdminDialogs(): [AdminDialogs, ReactElement] {
  const [request, setRequest] = useState<DialogRequest | null>(null);

  const ask = useCallback(
    (kind: DialogKind, message: string, title?: string) =>
      new Promise<boolean>((resolve) => {
        setRequest((previous) => {
          previous?.resolve(false);
          return { kind, message, title: title ?? DIALOG_TEXTS[kind].title, resolve };
        });
      }),
    [],
  );

  const dialogs = useMemo<AdminDialogs>(
    () => ({
      confirm: (message, title) => ask('confirm', message, title),
      error: async (message, title) => {
        await ask('error', message, title);
      },
      success: async (message, title) => {
        await ask('success', message, title);
      },
    }),
    [ask],
  );

  const answer = useCallback(
    (value: boolean) => {
      request?.resolve(value);
      setRequest(null);
    },
    [request],
  );

  return [dialogs, <AdminDialog key="admin-dialog" request={request} onAnswer={answer} />];
}
