import { DELETE_ORDER_LINE_CONFIRMATION, DIALOG_TEXTS, MAX_CANCEL_REASON_LENGTH } from '@shop/domain';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { ReasonDialog } from '../components/reason-dialog.component';

/** What the admin deletes: some orders (the bulk Delete) or one line of an order. */
export type Deletion = { readonly kind: 'orders'; readonly confirmation: string } | { readonly kind: 'line' };

/** The spec's confirmation (title, question, 'Нет' / 'Да') with the reason the customer will read. */
export const deletionTexts = (deletion: Deletion) => ({
  title: DIALOG_TEXTS.confirm.title,
  message: deletion.kind === 'orders' ? deletion.confirmation : DELETE_ORDER_LINE_CONFIRMATION,
  label: 'Причина для покупателя',
  hint: 'Покупатель прочтёт её в истории заказов и в письме.',
  required: `Укажите причину (не длиннее ${MAX_CANCEL_REASON_LENGTH} символов)`,
  cancel: 'Нет',
  confirm: 'Да',
  busy: 'Удаление…',
});

interface Props {
  readonly deletion: Deletion;
  readonly onDelete: (reason: string) => Promise<void>;
  readonly onClose: () => void;
}

/** Asks before deleting orders or a line, and why: a customer's open order is canceled with that reason. */
export function OrderDeletionDialog({ deletion, onDelete, onClose }: Props) {
  const fallback = deletion.kind === 'orders' ? ADMIN_API_FALLBACKS.deleteOrder : ADMIN_API_FALLBACKS.deleteLine;
  return (
    <ReasonDialog
      texts={deletionTexts(deletion)}
      onConfirm={onDelete}
      onClose={onClose}
      describeFailure={(failure) => errorMessage(failure, fallback)}
      testId="order-deletion-dialog"
    />
  );
}
