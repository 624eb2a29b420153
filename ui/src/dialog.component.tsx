import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseButton } from './close-button.component';
import { trapTab } from './focus-trap';

interface DialogProps {
  readonly open: boolean;
  /** Asked to close: Escape, a click on the backdrop (see `closeOnBackdrop`), or the browser closing it. */
  readonly onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  readonly labelledBy: string;
  /** id of the element that says what the dialog is about, when one sentence does. */
  readonly describedBy?: string;
  /** 'alertdialog' for a question that needs an answer. */
  readonly role?: 'alertdialog';
  /** false when only an answer may close it: a click on the backdrop then does nothing. */
  readonly closeOnBackdrop?: boolean;
  readonly className?: string;
  /** Extra keys (a lightbox's arrows); Tab and Escape are handled here. */
  readonly onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  readonly testId?: string;
  readonly children: ReactNode;
}

/**
 * A modal built on <dialog>.showModal(): the page behind is inert, Escape asks to close, Tab
 * cycles inside, and focus returns to the element that opened it. The content renders only while open.
 */
export function Dialog({ open, onClose, labelledBy, describedBy, role, closeOnBackdrop = true, className = '', onKeyDown, testId, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Closed by the effect above, or by the browser itself (Escape without a 'cancel' event). The
  // event comes a task later: a dialog closed and at once opened again (Back, then Forward) is open
  // by then, and that close is over.
  const handleClose = () => {
    if (ref.current?.open) return;
    const target = opener.current;
    opener.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
    if (open) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`ui-dialog ${className}`}
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={handleClose}
      onKeyDown={(event) => {
        trapTab(event);
        onKeyDown?.(event);
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {open && children}
    </dialog>
  );
}

/** The title row of a dialog: its heading and a round close button. */
export function DialogHead({ titleId, title, closeLabel, onClose }: { titleId: string; title: ReactNode; closeLabel: string; onClose: () => void }) {
  return (
    <div className="ui-dialog__head">
      <h2 id={titleId} className="ui-dialog__title">
        {title}
      </h2>
      <CloseButton label={closeLabel} onClick={onClose} />
    </div>
  );
}

/** A message dialog's heading and its sentence (the dialog is labelled and described by them). */
export function DialogMessage({ titleId, messageId, title, message }: { titleId: string; messageId: string; title: ReactNode; message: ReactNode }) {
  return (
    <>
      <h2 id={titleId} className="ui-dialog__title">
        {title}
      </h2>
      <p id={messageId} className="ui-dialog__message">
        {message}
      </p>
    </>
  );
}
