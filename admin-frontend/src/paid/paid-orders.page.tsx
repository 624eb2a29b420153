import { useState } from 'react';
import { usePaidOrders } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import { AdminPage } from '../components/admin-page.component';
import { ListFiltersBar } from '../components/list-filters.component';
import { NO_FILTERS, isFiltered, type FilterControls, type ListFilters } from '../components/list-filters.rules';
import { QueryList } from '../components/query-list.component';
import { ShowMore } from '../components/show-more.component';
import { ExportButtons } from '../exports/export-buttons.component';
import { PaidOrderCard } from './paid-order-card.component';

/** A paid order is paid or refunded since; it may be at any stage, and has a day of delivery to look for. */
const PAID_CONTROLS: FilterControls = { statuses: ['paid', 'refunded'], stage: true, dateField: true };

/** /admin/orders/paid: paid orders a page at a time, each with a receipt view per payment (spec §2), the refunded ones with their refund. */
export function PaidOrdersPage() {
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const { query: paid, total, hasMore, loadingMore, loadMore } = usePaidOrders(filters);
  return (
    <AdminPage title="Оплаченные заказы" actions={<ExportButtons filters={filters} />}>
      <section className="adm-section" aria-labelledby="paid-title">
        <h2 id="paid-title" className="adm-section__title">
          Оплаченные и возвращённые
          {total !== null && <span className="adm-count">{total}</span>}
        </h2>
        <ListFiltersBar id="paid" filters={filters} onChange={setFilters} controls={PAID_CONTROLS} />
        <QueryList
          query={paid}
          loading="Загрузка оплаченных заказов…"
          failure={ADMIN_API_FALLBACKS.paid}
          empty={isFiltered(filters) ? 'Ничего не найдено' : 'Оплаченных заказов пока нет'}
        >
          {(order) => <PaidOrderCard key={`${order.order_id}-${order.payment_id}`} order={order} />}
        </QueryList>
        <ShowMore hasMore={hasMore} loadingMore={loadingMore} loadMore={loadMore} shown={paid.data?.length} total={total} />
      </section>
    </AdminPage>
  );
}
