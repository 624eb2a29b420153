import { showToast, TOAST_MS, type MessageDialogs, type ToastKind } from '@shop/ui';
import { usePendingOrders, useReloadOrders } from '../api/admin.queries';
import { errorMessage, ADMIN_API_FALLBACKS } from '../api/admin-api';
import { ListState } from '../components/admin-page.component';
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
      {pending.isPending ? (
        <ListState kind="loading" text="Загрузка заказов…" />
      ) : pending.isError ? (
        <ListState kind="error" text={errorMessage(pending.error, ADMIN_API_FALLBACKS.pending)} onRetry={() => void pending.refetch()} />
      ) : pending.data.length === 0 ? (
        <ListState kind="empty" text="Нет заказов, ожидающих подтверждения" />
      ) : (
        <div className="adm-list">
          {pending.data.map((order) => (
            <PendingOrderCard key={order.order_id} order={order} dialogs={dialogs} onDecided={onDecided} />
          ))}
        </div>
      )}
    </section>
  );
}
