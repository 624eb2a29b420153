import type { CustomerOrderDto } from '@shop/domain';
import { moneyLines } from './order-money.rules';

/** «Оплачено X ₽» with its date, each refund («Возвращено Y ₽») with its date and reason, and «Частичный возврат Z ₽» while part went back. */
export function OrderMoney({ order }: { order: CustomerOrderDto }) {
  const lines = moneyLines(order);
  if (lines.length === 0) return null;
  return (
    <>
      {order.refund_note && (
        <p className="shop-order__refund-note" data-testid="order-refund-note">
          {order.refund_note}
        </p>
      )}
      <ul className="shop-order__money" aria-label={`Оплата заказа № ${order.order_id}`}>
        {lines.map((line) => (
          <li
            key={`${line.kind}-${line.at}-${line.text}`}
            className={`shop-order__money-line shop-order__money-line--${line.kind}`}
            data-testid={`order-${line.kind}`}
          >
            <span className="shop-order__money-sum">{line.text}</span>
            <span className="shop-order__money-at">{line.at}</span>
            {line.reason && <span className="shop-order__money-reason">Причина: {line.reason}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
