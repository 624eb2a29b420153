/// <reference types="jest" />
import { addDays, DELIVERY_SLOTS } from '@shop/domain';
import { screen, within } from '@testing-library/react';
import type { CalendarDayDto, CalendarSlotDto } from '../api/admin-api.types';
import { moscowToday } from '../deliveries/delivery-day.rules';
import { adminServer, renderAdminScreen, type AdminAnswer, type AdminCall } from '../testing/admin-server.fixture';
import { CalendarPage } from './calendar.page';

const TODAY = moscowToday(new Date());
const TOMORROW = addDays(TODAY, 1);

const slot = (code: string, label: string, capacity: number, taken = 0, extra: Partial<CalendarSlotDto> = {}): CalendarSlotDto => ({
  code,
  label,
  capacity,
  default_capacity: true,
  taken,
  closed: false,
  reason: null,
  ...extra,
});

/** An ordinary day: every slot at the default capacity (6 for couriers, 10 at the pickup point). */
function day(date: string, changes: Partial<CalendarDayDto> = {}): CalendarDayDto {
  return {
    date,
    closed: false,
    reason: null,
    peak: null,
    slots: {
      courier: DELIVERY_SLOTS.map(({ code, label }) => slot(code, label, 6)),
      pickup: DELIVERY_SLOTS.slice(0, 3).map(({ code, label }) => slot(code, label, 10)),
    },
    ...changes,
  };
}

const DAYS: CalendarDayDto[] = [
  day(TODAY, {
    slots: {
      courier: [slot('10-13', '10:00–13:00', 6, 6), slot('13-16', '13:00–16:00', 6, 2), slot('16-19', '16:00–19:00', 3, 1, { default_capacity: false })],
      pickup: [slot('10-13', '10:00–13:00', 10, 0, { closed: true, reason: 'Инвентаризация' })],
    },
  }),
  day(TOMORROW),
  day(addDays(TODAY, 2), { closed: true, reason: 'Выходной' }),
  day(addDays(TODAY, 3), { peak: { surcharge: { kind: 'roubles', value: 500 }, cutoff_hour: 12, lead_hours: 4 } }),
];

function calendarServer(onPut: (call: AdminCall) => AdminAnswer = (call) => ({ data: day(call.path.slice(-10)) })) {
  return adminServer((call) => {
    if (call.method === 'GET' && call.path.startsWith('/api/admin/calendar?')) return { data: DAYS };
    if (call.method === 'PUT' && call.path.startsWith('/api/admin/calendar/')) return onPut(call);
    return undefined;
  });
}

const dayCard = (date: string) => screen.getByTestId(`calendar-day-${date}`);
const slotTile = (date: string, kind: 'Курьер' | 'Самовывоз', code: string) =>
  within(within(dayCard(date)).getByRole('list', { name: `${kind}: загрузка интервалов` })).getByTestId(`slot-${code}`);

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the admin's calendar", () => {
  it("asks for today and the next 29 days and shows each slot's load, closed slots and days with their reasons, and peak days", async () => {
    const backend = calendarServer();
    renderAdminScreen(backend.services, <CalendarPage />);
    await screen.findByTestId(`calendar-day-${TODAY}`);

    expect(backend.calls[0]?.path).toBe(`/api/admin/calendar?from=${TODAY}&to=${addDays(TODAY, 29)}`);
    expect(within(dayCard(TODAY)).getByRole('heading', { level: 3 }).textContent).toMatch(/^Сегодня, /);
    expect(slotTile(TODAY, 'Курьер', '10-13').textContent).toBe('10:00–13:00' + '6 / 6');
    expect(slotTile(TODAY, 'Курьер', '10-13').className).toContain('adm-cal-slot--full');
    expect(slotTile(TODAY, 'Курьер', '16-19').textContent).toBe('16:00–19:00' + '1 / 3');
    expect(slotTile(TODAY, 'Самовывоз', '10-13').textContent).toBe('10:00–13:00' + '0 / 10' + 'Инвентаризация');
    expect(slotTile(TOMORROW, 'Курьер', '19-22').textContent).toBe('19:00–22:00' + '0 / 6');

    expect(within(dayCard(addDays(TODAY, 2))).getByText('Закрыт: Выходной')).toBeTruthy();
    expect(within(dayCard(addDays(TODAY, 3))).getByText(/^Праздничный день: доставка \+500\s₽$/)).toBeTruthy();
    expect(screen.getAllByTestId(/^calendar-day-/)).toHaveLength(4);
  });

  it("opens a day's settings with what it has, and saves a closed day, a slot's places and a closed slot", async () => {
    const backend = calendarServer();
    const user = renderAdminScreen(backend.services, <CalendarPage />);
    await screen.findByTestId(`calendar-day-${TODAY}`);
    await user.click(within(dayCard(TODAY)).getByRole('button', { name: /^Изменить день: Сегодня/ }));

    const form = within(dayCard(TODAY));
    expect((form.getByLabelText('Мест, курьер, 16:00–19:00') as HTMLInputElement).value).toBe('3');
    expect((form.getByLabelText('Мест, курьер, 10:00–13:00') as HTMLInputElement).value).toBe('');
    expect((form.getByLabelText('Мест, курьер, 10:00–13:00') as HTMLInputElement).placeholder).toBe('6');
    expect((form.getByLabelText('Причина закрытия: самовывоз, 10:00–13:00') as HTMLInputElement).value).toBe('Инвентаризация');

    await user.click(form.getByLabelText('Закрыт: заказы на этот день не принимаются'));
    await user.type(form.getByLabelText('Причина для покупателей'), ' Санитарный день ');
    await user.type(form.getByLabelText('Мест, курьер, 10:00–13:00'), '8');
    await user.clear(form.getByLabelText('Мест, курьер, 16:00–19:00'));
    expect(form.queryByLabelText('Причина закрытия: курьер, 13:00–16:00')).toBeNull();
    await user.click(form.getByLabelText('Закрыть: курьер, 13:00–16:00'));
    await user.type(form.getByLabelText('Причина закрытия: курьер, 13:00–16:00'), 'Нет курьера');
    await user.click(form.getByRole('button', { name: 'Сохранить день' }));

    await screen.findByText(/^День «Сегодня, .+» сохранён\.$/);
    expect(backend.writes()).toEqual([
      {
        method: 'PUT',
        path: `/api/admin/calendar/${TODAY}`,
        body: {
          closed: true,
          reason: 'Санитарный день',
          peak: null,
          slots: {
            courier: [
              { code: '10-13', capacity: 8, closed: false, reason: null },
              { code: '13-16', capacity: null, closed: true, reason: 'Нет курьера' },
              { code: '16-19', capacity: null, closed: false, reason: null },
            ],
            pickup: [{ code: '10-13', capacity: null, closed: true, reason: 'Инвентаризация' }],
          },
        },
      },
    ]);
    expect(within(dayCard(TODAY)).queryByRole('button', { name: 'Сохранить день' })).toBeNull();
  });

  it('marks a peak day with its surcharge, cut-off and lead time', async () => {
    const backend = calendarServer();
    const user = renderAdminScreen(backend.services, <CalendarPage />);
    await screen.findByTestId(`calendar-day-${TOMORROW}`);
    await user.click(within(dayCard(TOMORROW)).getByRole('button', { name: /^Изменить день: Завтра/ }));
    const form = within(dayCard(TOMORROW));

    expect(form.queryByLabelText('Надбавка к доставке')).toBeNull();
    await user.click(form.getByLabelText(/^Праздничный день: надбавка/));
    await user.type(form.getByLabelText('Надбавка к доставке'), '20');
    await user.selectOptions(form.getByLabelText('В чём'), 'процентов');
    await user.type(form.getByLabelText('Заказы на этот день в тот же день до, ч'), '12');
    await user.click(form.getByRole('button', { name: 'Сохранить день' }));

    await screen.findByText(/сохранён\.$/);
    expect(backend.writes()[0]?.body).toMatchObject({
      closed: false,
      reason: null,
      peak: { surcharge: { kind: 'percent', value: 20 }, cutoff_hour: 12, lead_hours: null },
    });
  });

  it("asks for a peak day's surcharge before saving, and shows the server's refusal at the form", async () => {
    const backend = calendarServer(() => ({ status: 400, error: 'Прошедший день изменить нельзя' }));
    const user = renderAdminScreen(backend.services, <CalendarPage />);
    await screen.findByTestId(`calendar-day-${TOMORROW}`);
    await user.click(within(dayCard(TOMORROW)).getByRole('button', { name: /^Изменить день/ }));
    const form = within(dayCard(TOMORROW));

    await user.click(form.getByLabelText(/^Праздничный день: надбавка/));
    await user.click(form.getByRole('button', { name: 'Сохранить день' }));
    expect(await form.findByText('Укажите надбавку')).toBeTruthy();
    expect(backend.writes()).toEqual([]);

    await user.type(form.getByLabelText('Надбавка к доставке'), '300');
    await user.click(form.getByRole('button', { name: 'Сохранить день' }));
    expect((await form.findByRole('alert')).textContent).toBe('Прошедший день изменить нельзя');
    expect(form.getByRole('button', { name: 'Сохранить день' })).toBeTruthy();
    expect(backend.writes()).toHaveLength(1);
  });
});
