import { useMessageDialogs } from '@shop/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDeliveries } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import { AdminPage } from '../components/admin-page.component';
import { QueryList } from '../components/query-list.component';
import { DayPicker } from './day-picker.component';
import { DAY_PARAM, dayFromSearch, dayTitle, moscowToday } from './delivery-day.rules';
import { DeliveryCard } from './delivery-card.component';

/**
 * /admin/deliveries?date=YYYY-MM-DD: the paid orders to deliver or hand over that day, by slot and
 * address as the server sorts them; the florist walks each through its stages, and «Печать» gives
 * the courier the day's list on paper (the print rules of admin.css keep only the list).
 */
export function DeliveriesPage() {
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => moscowToday(new Date()));
  const date = dayFromSearch(search, today);
  const deliveries = useDeliveries(date);
  const [dialogs, dialog] = useMessageDialogs();

  return (
    <AdminPage
      title="Доставки"
      actions={
        <button type="button" className="ui-button" onClick={() => window.print()}>
          Печать
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
          {deliveries.data && <span className="adm-count">{deliveries.data.length}</span>}
        </h2>
        <QueryList query={deliveries} loading="Загрузка доставок…" failure={ADMIN_API_FALLBACKS.deliveries} empty="На этот день доставок нет">
          {(order) => <DeliveryCard key={order.order_id} order={order} dialogs={dialogs} />}
        </QueryList>
      </section>
      {dialog}
    </AdminPage>
  );
}
