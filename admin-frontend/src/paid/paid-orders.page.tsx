import { usePaidOrders } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { AdminPage, ListState } from '../components/admin-page.component';
import { PaidOrderCard } from './paid-order-card.component';

/** /admin/orders/paid: paid orders, each with a receipt view per payment (spec §2). */
export function PaidOrdersPage() {
  const paid = usePaidOrders();
  return (
    <AdminPage title="Оплаченные заказы">
      <section className="adm-section" aria-label="Оплаченные заказы">
        {paid.isPending ? (
          <ListState kind="loading" text="Загрузка оплаченных заказов…" />
        ) : paid.isError ? (
          <ListState kind="error" text={errorMessage(paid.error, ADMIN_API_FALLBACKS.paid)} onRetry={() => void paid.refetch()} />
        ) : paid.data.length === 0 ? (
          <ListState kind="empty" text="Оплаченных заказов пока нет" />
        ) : (
          <div className="adm-list">
            {paid.data.map((order) => (
              <PaidOrderCard key={`${order.order_id}-${order.payment_id}`} order={order} />
            ))}
          </div>
        )}
      </section>
    </AdminPage>
  );
}
