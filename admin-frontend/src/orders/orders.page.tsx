import { useEffect, useRef } from 'react';
import { useMessageDialogs } from '@shop/ui';
import { useLocation } from 'react-router';
import { usePendingOrders } from '../api/admin.queries';
import { AdminPage } from '../components/admin-page.component';
import { FIRST_SCREENFUL, FirstScreenful } from '../components/first-screenful';
import { holdInView } from '../components/hold-in-view';
import { NO_FILTERS } from '../components/list-filters.rules';
import { AllOrdersSection } from './all-orders.section';
import { PendingOrdersSection } from './pending-orders.section';
import { useStaffVerified } from '../guard/staff-role.context';

/**
 * /admin/orders: the pending orders first (what needs a decision), then every order. The
 * section links (#pending, #all) scroll here, since the shell leaves hash targets to the page.
 */
export function OrdersPage() {
  const [dialogs, dialog] = useMessageDialogs();
  // The section's own first page (the same query): the jump to #all waits for it, then holds while its cards fill in.
  const pending = usePendingOrders(NO_FILTERS);
  const shown = useStaffVerified();
  const { hash } = useLocation();
  useScrollToHash(shown && !pending.query.isPending);
  return (
    <AdminPage title="Заказы">
      <FirstScreenful value={hash === '#all' ? 0 : FIRST_SCREENFUL}>
        <PendingOrdersSection dialogs={dialogs} />
      </FirstScreenful>
      <AllOrdersSection dialogs={dialogs} />
      {dialog}
    </AdminPage>
  );
}

/**
 * Once the pending list has loaded and the screen shows. The page opened at a section jumps there
 * and stays there while the lists fill in; a section link pressed on the page scrolls smoothly.
 */
function useScrollToHash(ready: boolean) {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash || done.current === key) return;
    const opened = done.current === null;
    done.current = key;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // 'instant', not 'auto': the shell's stylesheet makes 'auto' smooth.
    target.scrollIntoView({ behavior: reduced || opened ? 'instant' : 'smooth', block: 'start' });
    return opened ? holdInView(target) : undefined;
  }, [ready, hash, key]);
}
