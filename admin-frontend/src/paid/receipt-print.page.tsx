import { SHOP_INFO } from '@shop/domain';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useReceipt } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import { ReceiptView } from './receipt.component';

export const RECEIPT_PRINT_TEXTS = {
  title: 'Чек оплаты',
  payment: (paymentId: string) => `Платёж ${paymentId}`,
  print: 'Печать',
  back: 'К оплаченным заказам',
  loading: 'Загрузка чека…',
} as const;

/** /admin/receipt/:paymentId: the receipt as a page to print or save as PDF (beside the JSON download). */
export function ReceiptPrintPage() {
  const { paymentId = '' } = useParams();
  const receipt = useReceipt(paymentId, paymentId !== '');

  useEffect(() => {
    document.title = `${RECEIPT_PRINT_TEXTS.title} — ${SHOP_INFO.name}`;
  }, []);

  return (
    <article className="adm-receipt-print" data-testid="receipt-print">
      <header className="adm-receipt-print__head">
        <p className="adm-receipt-print__shop">{SHOP_INFO.name}</p>
        <h1 className="adm-receipt-print__title">{RECEIPT_PRINT_TEXTS.title}</h1>
        <p className="adm-receipt-print__payment">
          <code className="adm-code">{RECEIPT_PRINT_TEXTS.payment(paymentId)}</code>
        </p>
      </header>
      {receipt.isPending && <p role="status">{RECEIPT_PRINT_TEXTS.loading}</p>}
      {receipt.isError && (
        <p className="adm-error" role="alert">
          {ADMIN_API_FALLBACKS.receipt}
        </p>
      )}
      {receipt.data && <ReceiptView receipt={receipt.data} />}
      <div className="adm-receipt-print__actions">
        <button type="button" className="ui-button ui-button--primary" onClick={() => window.print()} disabled={!receipt.data}>
          {RECEIPT_PRINT_TEXTS.print}
        </button>
        <Link className="ui-button" to="/admin/orders/paid">
          {RECEIPT_PRINT_TEXTS.back}
        </Link>
      </div>
    </article>
  );
}
