import { PAYMENT_METHOD_LABELS, type ReceiptDto } from '@shop/domain';
import { Facts } from '../components/facts.component';
import { formatAdminRoubles, formatDateTime } from '../format/admin-format';

/** '8450.50' RUB → '8 450,50 ₽'; another currency is shown as it came. */
function receiptAmount(amount: ReceiptDto['amount'] | undefined): string {
  if (!amount) return '—';
  const value = Number(amount.value);
  if (amount.currency === 'RUB' && Number.isFinite(value)) return formatAdminRoubles(value);
  return `${amount.value} ${amount.currency}`;
}

/** Spec §3 'Receipt': amount, how it was paid (the card's last digits for a card), RRN and auth code, time, fiscal document and shift numbers. */
export function ReceiptView({ receipt }: { receipt: ReceiptDto }) {
  const last4 = receipt.payment_method?.card?.last4;
  const method = receipt.payment_method?.type;
  return (
    <Facts
      facts={[
        { label: 'Сумма', value: receiptAmount(receipt.amount) },
        { label: 'Способ оплаты', value: method ? PAYMENT_METHOD_LABELS[method] : null },
        { label: 'Карта', value: last4 ? `•••• ${last4}` : null },
        { label: 'RRN', value: receipt.authorization_details?.rrn },
        { label: 'Код авторизации', value: receipt.authorization_details?.auth_code },
        { label: 'Дата и время', value: formatDateTime(receipt.created_at) },
        { label: 'Номер фискального документа', value: receipt.fiscal_document_number },
        { label: 'Номер смены', value: receipt.shift_number },
      ]}
    />
  );
}
