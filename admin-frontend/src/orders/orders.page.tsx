import { useEffect, useRef } from 'react';
import { useMessageDialogs } from '@shop/ui';
import { useLocation } from 'react-router';
import { usePendingOrders } from '../api/admin.queries';
import { AdminPage } from '../components/admin-page.component';
import { NO_FILTERS } from '../components/list-filters.rules';
import { AllOrdersSection } from './all-orders.section';
import { PendingOrdersSection } from './pending-orders.section';

/**
 * /admin/orders: the pending orders first (what needs a decision), then every order. The
 * section links (#pending, #all) scroll here, since the shell leaves hash targets to the page.
 */
export function OrdersPage() {
  const [dialogs, dialog] = useMessageDialogs();
  // The section's own first page (the same query): the list above #all has its height once it is in.
  const pending = usePendingOrders(NO_FILTERS);
  useScrollToHash(!pending.query.isPending);
  return (
    <AdminPage title="Заказы">
      <PendingOrdersSection dialogs={dialogs} />
      <AllOrdersSection dialogs={dialogs} />
      {dialog}
    </AdminPage>
  );
}

/**
 * Once the pending list has loaded, so the target does not move away while the list above it fills.
 * The page opened at a section jumps there; a section link pressed on the page scrolls smoothly.
 */
function useScrollToHash(ready: boolean) {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash || done.current === key) return;
    const opened = done.current === null;
    done.current = key;
    const target = document.getElementById(hash.slice(1));
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView({ behavior: reduced || opened ? 'auto' : 'smooth', block: 'start' });
  }, [ready, hash, key]);
}
