import { showToast, TOAST_MS } from '@shop/ui';
import { useState } from 'react';
import { useCalendar } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import { AdminPage } from '../components/admin-page.component';
import { QueryList } from '../components/query-list.component';
import { moscowToday } from '../deliveries/delivery-day.rules';
import { CalendarDay } from './calendar-day.component';
import { calendarRange } from './calendar-day.rules';

const notify = (text: string) => showToast('success', text, TOAST_MS.notice);

/**
 * /admin/calendar: today and the next 29 days, each slot's load (taken / capacity), closed and peak
 * days; a day's settings open in place under it.
 */
export function CalendarPage() {
  const [today] = useState(() => moscowToday(new Date()));
  const { from, to } = calendarRange(today);
  const days = useCalendar(from, to);
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <AdminPage title="Календарь">
      <p className="adm-help">
        Загрузка интервалов доставки на 30 дней: занято / мест. Закройте день или интервал, измените число мест, отметьте праздничный день.
      </p>
      <section className="adm-section" aria-label="Дни доставки">
        <QueryList query={days} loading="Загрузка календаря…" failure={ADMIN_API_FALLBACKS.calendar} empty="Нет дней для показа">
          {(day) => <CalendarDay key={day.date} day={day} today={today} editing={editing === day.date} onEdit={setEditing} onNotice={notify} />}
        </QueryList>
      </section>
    </AdminPage>
  );
}
