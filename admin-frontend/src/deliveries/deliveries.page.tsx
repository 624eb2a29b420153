import { useMessageDialogs } from '@shop/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDeliveries } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import { AdminPage } from '../components/admin-page.component';
import { ListFiltersBar } from '../components/list-filters.component';
import { NO_FILTERS, isFiltered, type FilterControls, type ListFilters } from '../components/list-filters.rules';
import { QueryList } from '../components/query-list.component';
import { ShowMore } from '../components/show-more.component';
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
  const { query: deliveries, total, hasMore, loadingMore, loadMore, loadAll } = useDeliveries(date, filters);
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
          {total !== null && <span className="adm-count">{total}</span>}
        </h2>
        <ListFiltersBar id="deliveries" filters={filters} onChange={setFilters} controls={DAY_CONTROLS} />
        <QueryList
          query={deliveries}
          loading="Загрузка доставок…"
          failure={ADMIN_API_FALLBACKS.deliveries}
          empty={isFiltered(filters) ? 'Ничего не найдено' : 'На этот день доставок нет'}
        >
          {(order) => <DeliveryCard key={order.order_id} order={order} dialogs={dialogs} />}
        </QueryList>
        <ShowMore hasMore={hasMore} loadingMore={loadingMore} loadMore={loadMore} shown={deliveries.data?.length} total={total} />
      </section>
      {dialog}
    </AdminPage>
  );
}
