import type { CustomerOrderDto } from '@shop/domain';
import { moneyLines } from './order-money.rules';

/** «Оплачено X ₽» with its date and, after a refund, «Возвращено Y ₽» with its date and reason. */
export function OrderMoney({ order }: { order: CustomerOrderDto }) {
  const lines = moneyLines(order);
  if (lines.length === 0) return null;
  return (
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
  );
}
