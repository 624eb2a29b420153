import { useState } from 'react';
import { usePaidOrders } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import { AdminPage } from '../components/admin-page.component';
import { NO_FILTERS, type FilterControls, type ListFilters } from '../components/list-filters.rules';
import { PagedList } from '../components/paged-list.component';
import { ExportButtons } from '../exports/export-buttons.component';
import { PaidOrderCard } from './paid-order-card.component';

/** A paid order is paid or refunded since; it may be at any stage, and has a day of delivery to look for. */
const PAID_CONTROLS: FilterControls = { statuses: ['paid', 'refunded'], stage: true, dateField: true };

/** /admin/orders/paid: paid orders a page at a time, each with a receipt view per payment (spec §2), the refunded ones with their refund. */
export function PaidOrdersPage() {
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const paid = usePaidOrders(filters);
  return (
    <AdminPage title="Оплаченные заказы" actions={<ExportButtons filters={filters} />}>
      <section className="adm-section" aria-labelledby="paid-title">
        <h2 id="paid-title" className="adm-section__title">
          Оплаченные и возвращённые
          {paid.total !== null && <span className="adm-count">{paid.total}</span>}
        </h2>
        <PagedList
          id="paid"
          list={paid}
          filters={filters}
          onFilters={setFilters}
          controls={PAID_CONTROLS}
          loading="Загрузка оплаченных заказов…"
          failure={ADMIN_API_FALLBACKS.paid}
          empty="Оплаченных заказов пока нет"
        >
          {(order) => <PaidOrderCard key={`${order.order_id}-${order.payment_id}`} order={order} />}
        </PagedList>
      </section>
    </AdminPage>
  );
}
