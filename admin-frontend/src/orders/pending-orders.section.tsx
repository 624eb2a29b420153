import { showToast, TOAST_MS, type MessageDialogs, type ToastKind } from '@shop/ui';
import { usePendingOrders, useReloadOrders } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import { QueryList } from '../components/query-list.component';
import { PendingOrderCard } from './pending-order-card.component';

/** Spec §2 'Admin pending orders': oldest first; an approved or rejected order leaves the list. */
export function PendingOrdersSection({ dialogs }: { dialogs: MessageDialogs }) {
  const pending = usePendingOrders();
  const reloadOrders = useReloadOrders();

  const onDecided = async (kind: ToastKind, text: string) => {
    showToast(kind, text, TOAST_MS.notice);
    await reloadOrders();
  };

  return (
    <section id="pending" className="adm-section" aria-labelledby="pending-title">
      <h2 id="pending-title" className="adm-section__title">
        Ожидают подтверждения
        {pending.data && <span className="adm-count">{pending.data.length}</span>}
      </h2>
      <QueryList query={pending} loading="Загрузка заказов…" failure={ADMIN_API_FALLBACKS.pending} empty="Нет заказов, ожидающих подтверждения">
        {(order) => <PendingOrderCard key={order.order_id} order={order} dialogs={dialogs} onDecided={onDecided} />}
      </QueryList>
    </section>
  );
}
