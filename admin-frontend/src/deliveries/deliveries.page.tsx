import { useMessageDialogs } from '@shop/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDeliveries } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import { AdminPage } from '../components/admin-page.component';
import { NO_FILTERS, type FilterControls, type ListFilters } from '../components/list-filters.rules';
import { PagedList } from '../components/paged-list.component';
import { DayPicker } from './day-picker.component';
import { DAY_PARAM, dayFromSearch, dayTitle, moscowToday } from './delivery-day.rules';
import { DeliveryCard } from './delivery-card.component';

/** A day's board holds paid orders of that day only: the search, the delivery type and the stage narrow it. */
const DAY_CONTROLS: FilterControls = { statuses: [], stage: true, dateField: false, days: false };

/**
 * /admin/deliveries?date=YYYY-MM-DD: the paid orders to deliver or hand over that day, by slot and
 * address as the server sorts them, a page at a time; the florist walks each through its stages, and
 * «Печать» loads the rest of the day, then gives the courier the list on paper (the print rules of
 * admin.css keep only the list).
 */
export function DeliveriesPage() {
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => moscowToday(new Date()));
  const date = dayFromSearch(search, today);
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const deliveries = useDeliveries(date, filters);
  const { hasMore, loadAll } = deliveries;
  const [dialogs, dialog] = useMessageDialogs();
  const [printing, setPrinting] = useState<'loading' | 'ready' | null>(null);

  // Prints once the render holds the whole day.
  useEffect(() => {
    if (printing !== 'ready' || hasMore) return;
    setPrinting(null);
    window.print();
  }, [printing, hasMore]);

  const print = async () => {
    setPrinting('loading');
    setPrinting((await loadAll()) ? 'ready' : null);
  };

  return (
    <AdminPage
      title="Доставки"
      actions={
        <button type="button" className="ui-button" disabled={printing !== null} onClick={() => void print()}>
          {printing === null ? 'Печать' : 'Загрузка…'}
        </button>
      }
    >
      <DayPicker date={date} today={today} onChange={(day) => setSearch({ [DAY_PARAM]: day })} />
      <section className="adm-section adm-day" aria-labelledby="day-title">
        <h2 id="day-title" className="adm-section__title">
          <span>
            <span className="adm-print-only">Доставки — </span>
            {dayTitle(date, today)}
          </span>
          {deliveries.total !== null && <span className="adm-count">{deliveries.total}</span>}
        </h2>
        <PagedList
          id="deliveries"
          list={deliveries}
          filters={filters}
          onFilters={setFilters}
          controls={DAY_CONTROLS}
          loading="Загрузка доставок…"
          failure={ADMIN_API_FALLBACKS.deliveries}
          empty="На этот день доставок нет"
        >
          {(order) => <DeliveryCard key={order.order_id} order={order} dialogs={dialogs} />}
        </PagedList>
      </section>
      {dialog}
    </AdminPage>
  );
}
