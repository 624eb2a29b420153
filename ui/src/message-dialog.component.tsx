import { DIALOG_TEXTS, type DialogKind } from '@shop/domain';
import { useCallback, useId, useMemo, useState, type ReactElement } from 'react';
import { Dialog, DialogMessage } from './dialog.component';
import { messageButtons } from './message-buttons';

interface MessageRequest {
  readonly kind: DialogKind;
  readonly message: string;
  readonly title: string;
  readonly resolve: (answer: boolean) => void;
}

interface MessageDialogProps {
  readonly request: MessageRequest | null;
  /** true for 'Да' (confirm) or 'Закрыть' (error, success); false for 'Нет' and Escape. */
  readonly onAnswer: (answer: boolean) => void;
}

/**
 * Spec §5 dialogs: confirm asks 'Нет' / 'Да', error and success close with 'Закрыть'. A question
 * that needs an answer (confirm, error) is an alertdialog that only an answer closes; the safe
 * button comes first and so has the first focus.
 */
function MessageDialog({ request, onAnswer }: MessageDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const kind = request?.kind ?? 'success';
  return (
    <Dialog
      open={request !== null}
      onClose={() => onAnswer(false)}
      labelledBy={titleId}
      describedBy={messageId}
      role={kind === 'success' ? undefined : 'alertdialog'}
      closeOnBackdrop={false}
      className={`ui-dialog--message ui-dialog--${kind}`}
    >
      {request && (
        <>
          <DialogMessage titleId={titleId} messageId={messageId} title={request.title} message={request.message} />
          <div className="ui-dialog__actions">
            {messageButtons(request.kind).map((button) => (
              <button
                key={button.label}
                type="button"
                className={button.danger ? 'ui-button ui-button--danger' : 'ui-button'}
                onClick={() => onAnswer(button.answer)}
              >
                {button.label}
              </button>
            ))}
          </div>
        </>
      )}
    </Dialog>
  );
}

export interface MessageDialogs {
  /** Resolves true when the answer is 'Да'. */
  confirm(message: string, title?: string): Promise<boolean>;
  error(message: string, title?: string): Promise<void>;
  success(message: string, title?: string): Promise<void>;
}

/** One message dialog per screen, driven by promises: `if (await dialogs.confirm(text)) …`. */
export function useMessageDialogs(): [MessageDialogs, ReactElement] {
  const [request, setRequest] = useState<MessageRequest | null>(null);

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

  const dialogs = useMemo<MessageDialogs>(
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

  return [dialogs, <MessageDialog key="message-dialog" request={request} onAnswer={answer} />];
}
