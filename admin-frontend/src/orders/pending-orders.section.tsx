import { showToast, TOAST_MS, type MessageDialogs, type ToastKind } from '@shop/ui';
import { useState } from 'react';
import { usePendingOrders, useReloadOrders } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import { NO_FILTERS, type FilterControls, type ListFilters } from '../components/list-filters.rules';
import { PagedList } from '../components/paged-list.component';
import { PendingOrderCard } from './pending-order-card.component';

/** Every pending order is pending and none has a stage yet: the search, the delivery type and the days. */
const PENDING_CONTROLS: FilterControls = { statuses: [], stage: false, dateField: true };

/** Spec §2 'Admin pending orders': oldest first, a page at a time; an approved or rejected order leaves the list. */
export function PendingOrdersSection({ dialogs }: { dialogs: MessageDialogs }) {
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const pending = usePendingOrders(filters);
  const reloadOrders = useReloadOrders();

  const onDecided = async (kind: ToastKind, text: string) => {
    showToast(kind, text, TOAST_MS.notice);
    await reloadOrders();
  };

  return (
    <section id="pending" className="adm-section" aria-labelledby="pending-title">
      <h2 id="pending-title" className="adm-section__title">
        Ожидают подтверждения
        {pending.total !== null && <span className="adm-count">{pending.total}</span>}
      </h2>
      <PagedList
        id="pending"
        list={pending}
        filters={filters}
        onFilters={setFilters}
        controls={PENDING_CONTROLS}
        loading="Загрузка заказов…"
        failure={ADMIN_API_FALLBACKS.pending}
        empty="Нет заказов, ожидающих подтверждения"
      >
        {(order) => <PendingOrderCard key={order.order_id} order={order} dialogs={dialogs} onDecided={onDecided} />}
      </PagedList>
    </section>
  );
}
