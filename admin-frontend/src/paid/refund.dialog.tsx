import { MAX_REFUND_REASON_LENGTH, refundReason } from '@shop/domain';
import { Dialog, FormField, showToast, TOAST_MS } from '@shop/ui';
import { useId, useState } from 'react';
import { useReloadOrders } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';

export const REFUND_TEXTS = {
  open: 'Вернуть деньги',
  title: (orderId: number) => `Вернуть деньги по заказу №${orderId}`,
  warning: (amount: string) => `Покупателю вернётся ${amount} на карту, с которой он платил. Это действие необратимо.`,
  reason: 'Причина возврата',
  reasonRequired: `Укажите причину возврата (не длиннее ${MAX_REFUND_REASON_LENGTH} символов)`,
  cancel: 'Отмена',
  confirm: 'Вернуть деньги',
  busy: 'Возвращаем…',
  done: (orderId: number) => `Деньги по заказу №${orderId} возвращены`,
} as const;

interface RefundDialogProps {
  readonly orderId: number;
  /** The amount returned, formatted. */
  readonly amount: string;
  readonly onClose: () => void;
}

/** The confirm step of a refund: the admin says why, and the whole payment goes back once. */
export function RefundDialog({ orderId, amount, onClose }: RefundDialogProps) {
  const api = useAdminApi();
  const reloadOrders = useReloadOrders();
  const titleId = useId();
  const warningId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function refund() {
    const text = refundReason(reason);
    if (text === null) {
      setProblem(REFUND_TEXTS.reasonRequired);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await api.refundOrder(orderId, { reason: text });
      showToast('success', REFUND_TEXTS.done(orderId), TOAST_MS.notice);
      await reloadOrders();
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, ADMIN_API_FALLBACKS.refund));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={() => !busy && onClose()} labelledBy={titleId} describedBy={warningId} role="alertdialog" closeOnBackdrop={false} className="ui-dialog--message" testId="refund-dialog">
      <h2 id={titleId} className="ui-dialog__title">
        {REFUND_TEXTS.title(orderId)}
      </h2>
      <p id={warningId} className="ui-dialog__message">
        {REFUND_TEXTS.warning(amount)}
      </p>
      <FormField id={`${titleId}-reason`} label={REFUND_TEXTS.reason} required compact maxLength={MAX_REFUND_REASON_LENGTH} error={problem ?? undefined}>
        {(control) => <textarea {...control} rows={3} value={reason} maxLength={MAX_REFUND_REASON_LENGTH} onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }} />}
      </FormField>
      <div className="ui-dialog__actions">
        <button type="button" className="ui-button" onClick={onClose} disabled={busy}>
          {REFUND_TEXTS.cancel}
        </button>
        <button type="button" className="ui-button ui-button--danger" onClick={() => void refund()} disabled={busy}>
          {busy ? REFUND_TEXTS.busy : REFUND_TEXTS.confirm}
        </button>
      </div>
    </Dialog>
  );
}
