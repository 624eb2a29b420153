import { MAX_REASON_LENGTH, reasonText } from '@shop/domain';
import { Dialog, DialogMessage, TextAreaField, useFieldText } from '@shop/ui';
import { useId, useState } from 'react';

/** The words of a dialog that asks the admin why before it acts. */
export interface ReasonDialogTexts {
  readonly title: string;
  /** What will happen; the dialog's description. */
  readonly message: string;
  readonly label: string;
  /** Under the field: who reads the reason. */
  readonly hint?: string;
  /** Shown when the field is blank or too long. */
  readonly required: string;
  readonly cancel: string;
  readonly confirm: string;
  readonly busy: string;
}

interface Props {
  readonly texts: ReasonDialogTexts;
  /** Does the work with the reason (trimmed, 1–500 characters); a failure's message stays in the dialog. */
  readonly onConfirm: (reason: string) => Promise<void>;
  readonly onClose: () => void;
  /** The Russian text of a failure the action threw. */
  readonly describeFailure: (failure: unknown) => string;
  readonly testId?: string;
}

/**
 * The confirm step of an action the admin must explain: a refund, a deleted order or line. It asks
 * for the reason, stays open while the action runs, and shows why it failed; the action closes it.
 */
export function ReasonDialog({ texts, onConfirm, onClose, describeFailure, testId }: Props) {
  const titleId = useId();
  const messageId = useId();
  const reason = useFieldText('');
  const [busy, setBusy] = useState(false);

  async function confirm() {
    const text = reasonText(reason.text);
    if (text === null) {
      reason.setError(texts.required);
      return;
    }
    setBusy(true);
    reason.setError(null);
    try {
      await onConfirm(text);
    } catch (failure) {
      reason.setError(describeFailure(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      labelledBy={titleId}
      describedBy={messageId}
      role="alertdialog"
      closeOnBackdrop={false}
      className="ui-dialog--message"
      testId={testId}
    >
      <DialogMessage titleId={titleId} messageId={messageId} title={texts.title} message={texts.message} />
      <TextAreaField id={`${titleId}-reason`} label={texts.label} hint={texts.hint} required compact rows={3} maxLength={MAX_REASON_LENGTH} {...reason.field} />
      <div className="ui-dialog__actions">
        <button type="button" className="ui-button" onClick={onClose} disabled={busy}>
          {texts.cancel}
        </button>
        <button type="button" className="ui-button ui-button--danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? texts.busy : texts.confirm}
        </button>
      </div>
    </Dialog>
  );
}
