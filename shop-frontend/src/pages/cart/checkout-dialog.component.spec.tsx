/// <reference types="jest" />
import {
  CHECKOUT_MESSAGES,
  ORDER_ERRORS,
  SHOP_INFO,
  SIGNED_OUT_SESSION,
  addDays,
  type CartItemDto,
  type DeliveryDateDto,
  type DeliverySlotDto,
  type HttpRequest,
  type HttpResult,
  type ShellServices,
} from '@shop/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CheckoutForm } from './checkout-dialog.component';

// 2026-06-05 09:30 in Moscow: today's later slots are still open.
const MORNING = new Date('2026-06-05T06:30:00Z');

const item: CartItemDto = { id: 1, product_id: 7, title: 'Монстера', price: 2500, quantity: 2, images: ['/uploads/monstera.webp'] };

type Answer = HttpResult<unknown>;

const TODAY = '2026-06-05';

/** The calendar of the next 14 days: the 6th closed, the 7th full, the 8th a peak day, the rest open. */
const DATES: DeliveryDateDto[] = Array.from({ length: 15 }, (_, offset) => {
  const date = addDays(TODAY, offset);
  if (offset === 1) return { date, available: false, reason: 'Выходной', surcharge: null };
  if (offset === 2) return { date, available: false, reason: 'Всё время на этот день занято', surcharge: null };
  if (offset === 3) return { date, available: true, reason: null, surcharge: { kind: 'roubles', value: 500 } };
  return { date, available: true, reason: null, surcharge: null };
});

const SLOTS: DeliverySlotDto[] = [
  { code: '10-13', label: '10:00–13:00', available: false, remaining: 0, reason: 'Время для заказа прошло' },
  { code: '13-16', label: '13:00–16:00', available: true, remaining: 2, reason: null },
  { code: '16-19', label: '16:00–19:00', available: false, remaining: 0, reason: 'Мест нет' },
];

const FULL_SLOT = 'На это время заказов больше не принимаем — выберите другое время';

/** GET /api/delivery/dates and /slots as the server answers them; `slots` may be changed by a test (a slot filling up). */
function calendar(slots: DeliverySlotDto[] = SLOTS) {
  const state = { slots, asked: [] as string[] };
  const answer = (path: string): Answer | null => {
    if (!path.startsWith('/api/delivery/dates') && !path.startsWith('/api/delivery/slots')) return null;
    state.asked.push(path);
    return { ok: true, status: 200, data: path.startsWith('/api/delivery/dates') ? DATES : state.slots };
  };
  return Object.assign(state, { answer });
}

const SIGNED_IN = { ...SIGNED_OUT_SESSION, token: 'token' };

/** The shell's services with a server that answers the calendar, and each other path from `answers` (a 200 with {} otherwise). */
function shell(answers: Record<string, Answer[]> = {}, days = calendar()) {
  const calls: { path: string; body: unknown }[] = [];
  const services: ShellServices = {
    session: { getSnapshot: () => SIGNED_IN, subscribe: () => () => {}, signIn: () => {}, logOut: async () => {} },
    http: {
      request: async <T,>(path: string, request?: HttpRequest) => {
        const fromCalendar = days.answer(path);
        if (fromCalendar) return fromCalendar as HttpResult<T>;
        calls.push({ path, body: request?.body });
        return (answers[path]?.shift() ?? { ok: true, status: 200, data: {} }) as HttpResult<T>;
      },
    },
  };
  return { services, calls, days, posted: () => calls.filter((call) => call.path !== '/api/profile') };
}

function renderCheckout(services: ShellServices) {
  const placed = jest.fn();
  const created = jest.fn();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <MemoryRouter>
        <CheckoutForm services={services} items={[item]} onClose={() => {}} onOrderCreated={created} onPlaced={placed} onEmptyCart={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { placed, created, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

const dateRadio = (group: string, name: RegExp | string) => within(screen.getByRole('group', { name: group })).getByRole('radio', { name }) as HTMLInputElement;
const slotRadio = (name: RegExp | string) => within(screen.getByRole('group', { name: /Время/ })).getByRole('radio', { name }) as HTMLInputElement;
/** The calendar has answered and the first open day and slot are chosen. */
const calendarReady = () => waitFor(() => expect(slotRadio(/13:00–16:00/)).toHaveProperty('checked', true));
const errorOf = (id: string) => screen.queryByTestId(`${id}-error`)?.textContent ?? null;
const submitButton = () => screen.getByRole('button', { name: /Отправить заказ|Отправляем/ });
const toasts = () => [...document.querySelectorAll('[data-testid="toast"]')].map((toast) => toast.getAttribute('data-text'));

async function fillContacts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /ФИО/ }), 'Петрова Анна');
  await user.type(screen.getByRole('textbox', { name: /^Телефон/ }), '8 916 123 45 67');
}

beforeEach(() => jest.useFakeTimers({ now: MORNING, advanceTimers: true }));
afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('the checkout form', () => {
  it('shows the domain’s Russian messages under the empty required fields and sends nothing', async () => {
    const server = shell();
    const { user, placed } = renderCheckout(server.services);

    await user.click(submitButton());

    await waitFor(() => expect(errorOf('checkout-full-name')).toBe(CHECKOUT_MESSAGES.fullNameRequired));
    expect(errorOf('checkout-phone')).toBe(CHECKOUT_MESSAGES.phoneRequired);
    expect(errorOf('checkout-delivery-type')).toBe(CHECKOUT_MESSAGES.deliveryTypeRequired);
    expect(errorOf('checkout-consent')).toBe(CHECKOUT_MESSAGES.consentRequired);
    expect(errorOf('checkout-city')).toBeNull();
    expect(toasts()).toEqual([CHECKOUT_MESSAGES.requiredFieldsToast]);
    expect(screen.getByRole('textbox', { name: /ФИО/ })).toHaveProperty('ariaInvalid', 'true');
    expect(server.posted()).toEqual([]);
    expect(placed).not.toHaveBeenCalled();
  });

  it('asks a courier for the address and shows the pickup address for pickup, with the dates of each', async () => {
    const server = shell();
    const { user } = renderCheckout(server.services);
    expect(screen.queryByRole('group', { name: /Дата/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Курьер/ }));
    expect(screen.getByRole('textbox', { name: /Адрес доставки/ })).toBeTruthy();
    await calendarReady();
    expect(dateRadio('Дата доставки', /Сегодня/)).toHaveProperty('checked', true);
    expect(screen.queryByTestId('pickup-address')).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Самовывоз/ }));
    expect(screen.queryByRole('textbox', { name: /Адрес доставки/ })).toBeNull();
    expect(screen.getByTestId('pickup-address').textContent).toContain(SHOP_INFO.pickup.address);
    await waitFor(() => expect(dateRadio('Дата самовывоза', /Сегодня/)).toHaveProperty('checked', true));
    expect(server.days.asked).toEqual([
      '/api/delivery/dates?type=yandex',
      `/api/delivery/slots?date=${TODAY}&type=yandex`,
      '/api/delivery/dates?type=pickup',
      `/api/delivery/slots?date=${TODAY}&type=pickup`,
    ]);
  });

  it('clears an earlier submit’s «Выберите дату» once the calendar has chosen the first open day', async () => {
    const { user } = renderCheckout(shell().services);
    await user.click(screen.getByRole('radio', { name: /Курьер/ }));
    await user.click(submitButton());
    await calendarReady();
    await waitFor(() => expect([errorOf('checkout-date'), errorOf('checkout-slot')]).toEqual([null, null]));
  });

  it('shows closed, full and too-late days and slots disabled with their reasons, and the first open ones chosen', async () => {
    const { user } = renderCheckout(shell().services);
    await user.click(screen.getByRole('radio', { name: /Курьер/ }));

    await waitFor(() => expect(slotRadio(/13:00–16:00/)).toHaveProperty('checked', true));
    expect(dateRadio('Дата доставки', /Сегодня/)).toHaveProperty('checked', true);
    expect(dateRadio('Дата доставки', 'Завтра 6 июня Выходной')).toHaveProperty('disabled', true);
    expect(dateRadio('Дата доставки', 'вс 7 июня Всё время на этот день занято')).toHaveProperty('disabled', true);
    expect(dateRadio('Дата доставки', 'пн 8 июня Праздник')).toHaveProperty('disabled', false);
    expect(slotRadio('10:00–13:00 Время для заказа прошло')).toHaveProperty('disabled', true);
    expect(slotRadio('16:00–19:00 Мест нет')).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('delivery-peak-note')).toBeNull();

    await user.click(dateRadio('Дата доставки', 'пн 8 июня Праздник'));

    expect(screen.getByTestId('delivery-peak-note').textContent?.replace(/\s/g, ' ')).toBe('Праздничный день: доставка +500 ₽');
  });

  it('says the slot was taken by the slots and asks for them again when the contact step answers 409', async () => {
    const days = calendar();
    const server = shell(
      {
        '/api/payment/create': [{ ok: true, status: 200, data: { order_id: 42 } }],
        '/api/delivery/update-contact': [{ ok: false, kind: 'status', status: 409, message: FULL_SLOT }],
      },
      days,
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, placed } = renderCheckout(server.services);
    await fillContacts(user);
    await user.click(screen.getByRole('radio', { name: /Самовывоз/ }));
    await user.click(screen.getByRole('checkbox', { name: /Я согласен/ }));
    await calendarReady();
    days.slots = SLOTS.map((slot) => (slot.code === '13-16' ? { ...slot, available: false, remaining: 0, reason: 'Мест нет' } : slot));

    await user.click(submitButton());

    const slots = screen.getByRole('group', { name: /Время самовывоза/ });
    await waitFor(() => expect(within(slots).getByRole('alert').textContent).toBe(FULL_SLOT));
    await waitFor(() => expect(slotRadio(/13:00–16:00/)).toHaveProperty('disabled', true));
    expect(days.asked).toContain(`/api/delivery/slots?date=${TODAY}&type=pickup&orderId=42`);
    expect(screen.getAllByRole('radio', { checked: true }).map((radio) => radio.getAttribute('value'))).toEqual(['pickup', TODAY]);
    expect(placed).not.toHaveBeenCalled();
    jest.mocked(console.error).mockRestore();
  });

  it('refuses a recipient’s phone without the recipient’s name, as the server does', async () => {
    const server = shell();
    const { user } = renderCheckout(server.services);
    await fillContacts(user);
    await user.click(screen.getByRole('radio', { name: /Самовывоз/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Получатель — другой человек' }));
    await user.type(screen.getByRole('textbox', { name: /Телефон получателя/ }), '+7 903 000 00 00');
    await user.click(screen.getByRole('checkbox', { name: /Я согласен/ }));

    await user.click(submitButton());

    await waitFor(() => expect(errorOf('checkout-recipient-name')).toBe(ORDER_ERRORS.recipientNameRequired.message));
    expect(errorOf('checkout-recipient-phone')).toBeNull();
    expect(server.posted()).toEqual([]);
  });

  it('shows a typed phone as +7XXXXXXXXXX once the customer leaves the field', async () => {
    const { user } = renderCheckout(shell().services);
    await fillContacts(user);
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^Телефон/ })).toHaveProperty('value', '+79161234567');
  });

  it('places a valid order in two calls and, when the contact call is refused, re-sends only the contact details', async () => {
    const server = shell({
      '/api/payment/create': [{ ok: true, status: 200, data: { order_id: 42 } }],
      '/api/delivery/update-contact': [{ ok: false, kind: 'status', status: 400, message: 'Телефон не распознан' }],
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, placed, created } = renderCheckout(server.services);
    await fillContacts(user);
    await user.click(screen.getByRole('radio', { name: /Самовывоз/ }));
    await user.click(screen.getByRole('checkbox', { name: /Я согласен/ }));
    await calendarReady();

    await user.click(submitButton());

    const retry = await screen.findByText(/Заказ № 42 создан/);
    expect(retry.textContent).toContain('Заказ № 42 создан, но данные доставки не сохранились (Телефон не распознан)');
    expect(created).toHaveBeenCalledTimes(1);
    expect(placed).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();

    await user.click(submitButton());

    await waitFor(() => expect(placed).toHaveBeenCalledTimes(1));
    expect(server.posted().map((call) => call.path)).toEqual(['/api/payment/create', '/api/delivery/update-contact', '/api/delivery/update-contact']);
    expect(server.posted()[2]?.body).toMatchObject({ orderId: 42, deliveryType: 'pickup', name: 'Петрова Анна', phone: '+79161234567', consent: true });
  });

  it('allows one submit at a time: the button is disabled while the order is being sent', async () => {
    let answer: (result: Answer) => void = () => {};
    const pending = new Promise<Answer>((resolve) => (answer = resolve));
    const server = shell();
    const request = server.services.http.request;
    const services: ShellServices = {
      ...server.services,
      http: {
        request: <T,>(path: string, init?: HttpRequest) => (path === '/api/payment/create' ? (pending as Promise<HttpResult<T>>) : request<T>(path, init)),
      },
    };
    const { user } = renderCheckout(services);
    await fillContacts(user);
    await user.click(screen.getByRole('radio', { name: /Самовывоз/ }));
    await user.click(screen.getByRole('checkbox', { name: /Я согласен/ }));
    await calendarReady();

    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', true));
    expect(submitButton().textContent).toBe('Отправляем…');
    await act(async () => answer({ ok: true, status: 200, data: { order_id: 7 } }));
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
  });
});
