import { usePaidOrders } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import { AdminPage } from '../components/admin-page.component';
import { NO_FILTERS } from '../components/list-filters.rules';
import { QueryList } from '../components/query-list.component';
import { ExportButtons } from '../exports/export-buttons.component';
import { PaidOrderCard } from './paid-order-card.component';

/** /admin/orders/paid: paid orders, each with a receipt view per payment (spec §2), the refunded ones with their refund. */
export function PaidOrdersPage() {
  const paid = usePaidOrders();
  return (
    <AdminPage title="Оплаченные заказы" actions={<ExportButtons filters={NO_FILTERS} />}>
      <section className="adm-section" aria-label="Оплаченные заказы">
        <QueryList query={paid} loading="Загрузка оплаченных заказов…" failure={ADMIN_API_FALLBACKS.paid} empty="Оплаченных заказов пока нет">
          {(order) => <PaidOrderCard key={`${order.order_id}-${order.payment_id}`} order={order} />}
        </QueryList>
      </section>
    </AdminPage>
  );
}
