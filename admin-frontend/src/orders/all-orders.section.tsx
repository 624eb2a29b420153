import { ORDER_ERRORS } from '@shop/domain';
import type { MessageDialogs } from '@shop/ui';
import { useEffect, useState } from 'react';
import { useAllOrders, useReloadOrders } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { AdminOrderDto, AdminOrderLineDto } from '../api/admin-api.types';
import { ExportButtons } from '../exports/export-buttons.component';
import { NO_FILTERS, type ListFilters } from '../components/list-filters.rules';
import { PagedList } from '../components/paged-list.component';
import { AllOrderCard } from './all-order-card.component';
import { OrderDeletionDialog, type Deletion } from './order-deletion.dialog';
import { useStaffMay } from '../guard/staff-role.context';
import {
  NO_MARKS,
  bulkDeleteReport,
  clearSelection,
  hideSelected,
  planBulkDelete,
  pruneMarks,
  selectionSummary,
  showAll,
  toggleSelected,
  visibleOrders,
  type ListMarks,
} from './all-orders.rules';

/**
 * Spec §2 'Admin All orders': newest first, a page at a time («Показать ещё»), searched and filtered
 * on the server, with local selection and hiding, bulk and per-line delete over what is loaded.
 */
export function AllOrdersSection({ dialogs }: { dialogs: MessageDialogs }) {
  const api = useAdminApi();
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const orders = useAllOrders(filters);
  const { total } = orders;
  const reloadOrders = useReloadOrders();
  const mayDelete = useStaffMay('shop.manage');
  const [marks, setMarks] = useState<ListMarks>(NO_MARKS);
  const [deleting, setDeleting] = useState(false);
  /** The deletion waiting for the admin's reason, with what it does once given. */
  const [asking, setAsking] = useState<{ deletion: Deletion; run: (reason: string) => Promise<void> } | null>(null);

  const list = orders.query.data;
  useEffect(() => {
    if (list)
      setMarks((current) =>
        pruneMarks(
          current,
          list.map((order) => order.order_id),
        ),
      );
  }, [list]);

  async function deleteSelected() {
    const plan = planBulkDelete(list ?? [], marks);
    if (!plan.ok) {
      await dialogs.error(plan.error.message);
      return;
    }
    const { orderIds, confirmation, skipped } = plan.value;
    setAsking({
      deletion: { kind: 'orders', confirmation },
      run: async (reason) => {
        setAsking(null);
        setDeleting(true);
        const results = await Promise.allSettled(orderIds.map((id) => api.deleteOrder(id, reason)));
        const failed = results.filter((result) => result.status === 'rejected').length;
        setMarks(clearSelection);
        await reloadOrders();
        setDeleting(false);
        const report = bulkDeleteReport(orderIds.length, failed, skipped);
        await (report.ok ? dialogs.success(report.text) : dialogs.error(report.text));
      },
    });
  }

  async function deleteLine(order: AdminOrderDto, line: AdminOrderLineDto) {
    // The server refuses too; this only spares the admin a pointless round trip.
    if (!order.allowed_actions.includes('remove-line')) {
      await dialogs.error(ORDER_ERRORS.paidLineNotDeletable.message);
      return;
    }
    setAsking({
      deletion: { kind: 'line' },
      // A refusal stays in the dialog with its reason; success closes it.
      run: async (reason) => {
        await api.deleteOrderLine(order.order_id, line, reason);
        setAsking(null);
        await reloadOrders();
      },
    });
  }

  return (
    <section id="all" className="adm-section" aria-labelledby="all-title">
      <h2 id="all-title" className="adm-section__title">
        Все заказы
        {total !== null && <span className="adm-count">{total}</span>}
      </h2>

      <PagedList
        id="all"
        list={orders}
        filters={filters}
        onFilters={setFilters}
        toolbar={
          <>
            <ExportButtons filters={filters} />
            <div className="adm-toolbar" role="group" aria-label="Действия с выбранными заказами">
              <p className="adm-toolbar__summary" aria-live="polite">
                <span data-testid="selection-summary">{selectionSummary(marks)}</span>
                <span className="adm-toolbar__hidden" data-testid="hidden-summary">
                  Скрыто: {marks.hidden.size}
                </span>
              </p>
              <div className="adm-toolbar__buttons">
                <button type="button" className="ui-button ui-button--small" onClick={() => setMarks(showAll)}>
                  Показать все
                </button>
                <button type="button" className="ui-button ui-button--small" disabled={marks.selected.size === 0} onClick={() => setMarks(hideSelected)}>
                  Скрыть выбранные
                </button>
                {mayDelete && (
                  <button type="button" className="ui-button ui-button--small ui-button--danger" disabled={deleting} onClick={() => void deleteSelected()}>
                    {deleting ? 'Удаление…' : 'Удалить выбранные'}
                  </button>
                )}
              </div>
            </div>
          </>
        }
        loading="Загрузка заказов…"
        failure={ADMIN_API_FALLBACKS.orders}
        empty="Заказов пока нет"
        visible={(all) => visibleOrders(all, marks)}
        allHidden="Все заказы скрыты"
      >
        {(order) => (
          <AllOrderCard
            key={order.order_id}
            order={order}
            selected={marks.selected.has(order.order_id)}
            onToggle={(id) => setMarks((current) => toggleSelected(current, id))}
            onDeleteLine={(target, line) => void deleteLine(target, line)}
          />
        )}
      </PagedList>
      {asking && <OrderDeletionDialog deletion={asking.deletion} onDelete={asking.run} onClose={() => setAsking(null)} />}
    </section>
  );
}
