import { MAX_PHOTO_COMMENT_LENGTH, type CustomerOrderDto, type PhotoResponsePayloadDto } from '@shop/domain';
import { prepareToasts, showToast, TextAreaField, TOAST_MS, useFieldText } from '@shop/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { characterCount } from '../../format/character-count';
import type { PhotoAnswerOutcome } from './orders.api';
import { AnswerSummary } from './photo-answer-summary.component';
import { answeredToast, APPROVAL, changeRequest, PHOTO_TEXTS } from './photo-answer.rules';

/** Sends this order's answer to its photo. */
export type AnswerPhoto = (payload: PhotoResponsePayloadDto) => Promise<PhotoAnswerOutcome>;

/** What the answer panel shows: the answer given, the two choices, or the «Хочу изменить» form. */
type Mode = 'answered' | 'choice' | 'change';

interface Props {
  readonly order: CustomerOrderDto;
  /** The answer already given, as the card repeats it. */
  readonly summary: string | null;
  readonly onAnswer: AnswerPhoto;
}

/** «Всё отлично» or «Хочу изменить» with what to change; once answered, the answer and a way to change it. */
export function PhotoAnswer({ order, summary, onAnswer }: Props) {
  useEffect(prepareToasts, []);
  const [mode, setMode] = useState<Mode>(summary ? 'answered' : 'choice');
  const comment = useFieldText(order.photo_approved === false ? (order.photo_comment ?? '') : '');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focus = useModeFocus(mode);
  const shown: Mode = mode === 'answered' && summary === null ? 'choice' : mode;

  const go = (next: Mode) => {
    focus.moveOnChange();
    setFailure(null);
    comment.setError(null);
    setMode(next);
  };

  async function send(payload: PhotoResponsePayloadDto) {
    setBusy(true);
    setFailure(null);
    const outcome = await onAnswer(payload);
    setBusy(false);
    if (!outcome.ok) {
      setFailure(outcome.message);
      return;
    }
    showToast('success', answeredToast(payload), TOAST_MS.notice);
    go('answered');
  }

  function submitChange(event: FormEvent) {
    event.preventDefault();
    const request = changeRequest(comment.text);
    if (!request.ok) {
      comment.setError(request.error);
      focus.textarea.current?.focus();
      return;
    }
    void send(request.payload);
  }

  const fieldId = `order-${order.order_id}-photo-comment`;
  return (
    <div className="shop-order-photo__panel" aria-busy={busy || undefined}>
      {summary && <AnswerSummary text={summary} focusRef={focus.summary} />}
      {shown === 'answered' && (
        <button type="button" className="shop-button shop-button--outline shop-order-photo__button" onClick={() => go('choice')}>
          {PHOTO_TEXTS.changeAnswer}
        </button>
      )}
      {shown === 'choice' && (
        <>
          <p className="shop-order-photo__question">{PHOTO_TEXTS.question}</p>
          <div className="shop-order-photo__actions">
            <button
              ref={focus.approve}
              type="button"
              className="shop-button shop-button--primary shop-order-photo__button"
              disabled={busy}
              onClick={() => void send(APPROVAL)}
            >
              {busy ? PHOTO_TEXTS.sending : PHOTO_TEXTS.approve}
            </button>
            <button type="button" className="shop-button shop-button--outline shop-order-photo__button" disabled={busy} onClick={() => go('change')}>
              {PHOTO_TEXTS.change}
            </button>
            {summary && <CancelButton disabled={busy} onClick={() => go('answered')} />}
          </div>
        </>
      )}
      {shown === 'change' && (
        <form className="shop-order-photo__form" onSubmit={submitChange} noValidate>
          <TextAreaField
            id={fieldId}
            label={PHOTO_TEXTS.changeLabel}
            hint={characterCount(comment.text, MAX_PHOTO_COMMENT_LENGTH)}
            required
            ref={focus.textarea}
            rows={4}
            maxLength={MAX_PHOTO_COMMENT_LENGTH}
            {...comment.field}
          />
          <div className="shop-order-photo__actions">
            <button type="submit" className="shop-button shop-button--primary shop-order-photo__button" disabled={busy}>
              {busy ? PHOTO_TEXTS.sending : PHOTO_TEXTS.send}
            </button>
            <CancelButton disabled={busy} onClick={() => go(summary ? 'answered' : 'choice')} />
          </div>
        </form>
      )}
      {failure && (
        <p className="shop-order-photo__error" role="alert" data-testid="photo-answer-error">
          {failure}
        </p>
      )}
    </div>
  );
}

function CancelButton({ disabled, onClick }: { readonly disabled: boolean; readonly onClick: () => void }) {
  return (
    <button type="button" className="shop-text-link shop-order-photo__cancel" disabled={disabled} onClick={onClick}>
      {PHOTO_TEXTS.cancel}
    </button>
  );
}

/**
 * Focus follows the customer's step: into the comment when the form opens, onto «Всё отлично» when
 * the choices come back, onto the answer once it is saved. Only after their own step, never on load.
 */
function useModeFocus(mode: Mode) {
  const summary = useRef<HTMLParagraphElement>(null);
  const approve = useRef<HTMLButtonElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const target = { answered: summary, choice: approve, change: textarea }[mode];
    target.current?.focus();
  }, [mode]);
  return {
    summary,
    approve,
    textarea,
    moveOnChange: () => {
      pending.current = true;
    },
  };
}
