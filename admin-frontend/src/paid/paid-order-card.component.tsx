import { PAYMENT_METHOD_LABELS } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ADMIN_KEYS, useReceipt } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { AdminPaidOrderDto } from '../api/admin-api.types';
import { OrderCard } from '../components/order-card.component';
import { contactEmailFact, deliveryScheduleFacts } from '../components/delivery-details.component';
import { FulfilmentOverrides, OrderPhoto, fulfilmentStageFact } from '../components/fulfilment-status.component';
import { Facts } from '../components/facts.component';
import { OrderLines, StatusBadge, accountFacts, deliveryFacts } from '../components/order-parts.component';
import { formatAdminRoubles, formatDateTime } from '../format/admin-format';
import { paidOrderLines } from './paid-order.rules';
import { ReceiptView } from './receipt.component';
import { REFUND_TEXTS, RefundDialog } from './refund.dialog';
import { downloadJson, receiptFileName } from './receipt-download';
import { useStaffMay } from '../guard/staff-role.context';
import { promoDiscountFact } from '../components/promo-discount.component';

const RECEIPT_ERROR = ADMIN_API_FALLBACKS.receipt;

/** The closing receipt as the accountant reads it: sent with the provider's id, or still being sent. */
const closingReceiptText = (receipt: NonNullable<AdminPaidOrderDto['closing_receipt']>) =>
  receipt.sent_at ? `отправлен ${formatDateTime(receipt.sent_at)}, № ${receipt.receipt_id ?? '—'}` : 'отправляется';

/** One paid order with its payment: the receipt opens on demand and downloads as '<paymentId>.json'. */
export function PaidOrderCard({ order }: { order: AdminPaidOrderDto }) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const receiptId = useId();
  const [open, setOpen] = useState(false);
  const [downloadError, setDownloadError] = useState(false);
  const [refunding, setRefunding] = useState(false);
  // Receipts and refunds are the owner's: a florist sees the order and its stages only.
  const mayManage = useStaffMay('shop.manage');
  const receipt = useReceipt(order.payment_id, open);

  const paidTotal = formatAdminRoubles(order.total_payable);

  async function download() {
    setDownloadError(false);
    try {
      const data = await queryClient.fetchQuery({
        queryKey: ADMIN_KEYS.receipt(order.payment_id),
        queryFn: () => api.receipt(order.payment_id),
        staleTime: Infinity,
      });
      downloadJson(data, receiptFileName(order.payment_id));
    } catch {
      setDownloadError(true);
    }
  }

  return (
    <OrderCard
      orderId={order.order_id}
      data-testid={`paid-order-${order.order_id}`}
      head={
        <>
          <StatusBadge status={order.status} />
          <span className="adm-order__cost">
            Оплачено: <strong>{paidTotal}</strong>
          </span>
        </>
      }
    >
      <Facts
        facts={[
          ...accountFacts(order),
          { label: 'Оплачен', value: order.paid_at ? formatDateTime(order.paid_at) : null },
          ...deliveryFacts(order),
          contactEmailFact(order),
          ...deliveryScheduleFacts(order),
          fulfilmentStageFact(order),
          { label: 'Стоимость товаров', value: formatAdminRoubles(order.total_amount) },
          promoDiscountFact(order),
          { label: 'Способ оплаты', value: order.payment_method && PAYMENT_METHOD_LABELS[order.payment_method] },
          { label: 'Платёж', value: <code className="adm-code">{order.payment_id}</code> },
          order.refund_note !== null && { label: 'Возвраты', value: order.refund_note },
          ...order.refunds.map((refund, index) => ({
            label: order.refunds.length === 1 ? 'Возврат' : `Возврат ${index + 1}`,
            value: (
              <>
                {formatAdminRoubles(refund.amount)}, {formatDateTime(refund.created_at)} — {refund.reason} <code className="adm-code">{refund.refund_id}</code>
              </>
            ),
          })),
          order.closing_receipt && { label: 'Чек зачёта предоплаты', value: closingReceiptText(order.closing_receipt) },
        ]}
      />
      <OrderPhoto orderId={order.order_id} order={order} />
      <FulfilmentOverrides order={order} />
      <OrderLines lines={paidOrderLines(order)} />

      {mayManage && (
        <div className="adm-order__actions">
          <button
            type="button"
            className="ui-button ui-button--small"
            aria-expanded={open}
            aria-controls={receiptId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Скрыть чек' : 'Показать чек'}
          </button>
          <a className="ui-button ui-button--small" href={`/admin/receipt/${encodeURIComponent(order.payment_id)}`} target="_blank" rel="noopener">
            Чек для печати
          </a>
          <button type="button" className="ui-button ui-button--small" onClick={() => void download()}>
            Скачать чек
          </button>
          {order.allowed_actions.includes('refund') && (
            <button type="button" className="ui-button ui-button--small ui-button--danger" onClick={() => setRefunding(true)}>
              {REFUND_TEXTS.open}
            </button>
          )}
        </div>
      )}
      {refunding && <RefundDialog order={order} onClose={() => setRefunding(false)} />}
      {downloadError && (
        <p className="adm-error" role="alert">
          {RECEIPT_ERROR}
        </p>
      )}
      <div id={receiptId} className="adm-receipt" hidden={!open}>
        {open && receipt.isPending && <p role="status">Загрузка чека…</p>}
        {open && receipt.isError && (
          <p className="adm-error" role="alert">
            {RECEIPT_ERROR}
          </p>
        )}
        {open && receipt.data && (
          <>
            <h4 className="adm-order__subtitle">Чек</h4>
            <ReceiptView receipt={receipt.data} />
          </>
        )}
      </div>
    </OrderCard>
  );
}
