import { MAX_REFUND_REASON_LENGTH } from '@shop/domain';
import { showToast, TOAST_MS } from '@shop/ui';
import { useReloadOrders } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import { ReasonDialog } from '../components/reason-dialog.component';

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

  async function refund(reason: string) {
    await api.refundOrder(orderId, { reason });
    showToast('success', REFUND_TEXTS.done(orderId), TOAST_MS.notice);
    await reloadOrders();
    onClose();
  }

  return (
    <ReasonDialog
      texts={{
        title: REFUND_TEXTS.title(orderId),
        message: REFUND_TEXTS.warning(amount),
        label: REFUND_TEXTS.reason,
        required: REFUND_TEXTS.reasonRequired,
        cancel: REFUND_TEXTS.cancel,
        confirm: REFUND_TEXTS.confirm,
        busy: REFUND_TEXTS.busy,
      }}
      onConfirm={refund}
      onClose={onClose}
      describeFailure={(failure) => errorMessage(failure, ADMIN_API_FALLBACKS.refund)}
      testId="refund-dialog"
    />
  );
}
