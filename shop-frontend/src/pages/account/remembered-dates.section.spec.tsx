/// <reference types="jest" />
import { SIGNED_OUT_SESSION, type HttpRequest, type HttpResult, type RememberedDateDto, type ShellServices } from '@shop/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RememberedDatesSection } from './remembered-dates.section';

const MOM: RememberedDateDto = { id: 3, title: 'День рождения мамы', day: 12, month: 3, recipient: 'Мама' };

/** A server that keeps the dates and the subscription in memory, as the API answers them. */
function server(dates: RememberedDateDto[] = []) {
  const state = { dates: [...dates], subscribed: true, calls: [] as { path: string; method: string; body: unknown }[] };
  const answer = (path: string, request: HttpRequest = {}): HttpResult<unknown> => {
    const method = request.method ?? 'GET';
    state.calls.push({ path, method, body: request.body });
    if (path === '/api/profile/date-reminders') {
      if (method === 'PUT') state.subscribed = (request.body as { subscribed: boolean }).subscribed;
      return { ok: true, status: 200, data: { subscribed: state.subscribed } };
    }
    if (path === '/api/profile/dates' && method === 'GET') return { ok: true, status: 200, data: state.dates };
    if (path === '/api/profile/dates' && method === 'POST') {
      const added = { id: 9, ...(request.body as Omit<RememberedDateDto, 'id'>) };
      state.dates.push(added);
      return { ok: true, status: 201, data: added };
    }
    const id = Number(path.split('/').at(-1));
    state.dates = method === 'DELETE' ? state.dates.filter((date) => date.id !== id) : state.dates;
    return { ok: true, status: 204, data: undefined };
  };
  const services: ShellServices = {
    session: { getSnapshot: () => ({ ...SIGNED_OUT_SESSION, token: 'token' }), subscribe: () => () => {}, signIn: () => {}, logOut: async () => {} },
    http: { request: async <T,>(path: string, request?: HttpRequest) => answer(path, request) as HttpResult<T> },
  };
  return { state, services };
}

describe('«Памятные даты» in the profile', () => {
  it('adds a date after the domain’s rules pass, with the form’s own reasons first', async () => {
    const { state, services } = server();
    const user = userEvent.setup();
    render(<RememberedDatesSection services={services} />);
    await screen.findByText(/Пока ни одной даты/);
    await user.click(screen.getByRole('button', { name: 'Добавить дату' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите, что за дата: например, «День рождения мамы»')).toBeTruthy();
    expect(screen.getByText('День — число от 1 до 31')).toBeTruthy();
    expect(screen.getByText('Выберите месяц')).toBeTruthy();
    expect(state.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Что за дата/ }), 'Годовщина');
    await user.selectOptions(screen.getByRole('combobox', { name: /День/ }), '30');
    await user.selectOptions(screen.getByRole('combobox', { name: /Месяц/ }), 'Февраль');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('В этом месяце нет 30-го числа')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /День/ }), '29');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('29 февраля')).toBeTruthy();
    expect(state.calls.find((call) => call.method === 'POST')?.body).toEqual({ title: 'Годовщина', day: 29, month: 2, recipient: '' });
  }, 20_000);

  it('deletes a date once confirmed and switches the reminder mails', async () => {
    const { state, services } = server([MOM]);
    const user = userEvent.setup();
    render(<RememberedDatesSection services={services} />);
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('12 марта')).toBeTruthy();
    expect(within(item).getByText('Получатель: Мама')).toBeTruthy();

    const reminders = await screen.findByRole('checkbox', { name: 'Присылать напоминания на почту' });
    expect((reminders as HTMLInputElement).checked).toBe(true);
    await user.click(reminders);
    await waitFor(() => expect(state.subscribed).toBe(false));

    await user.click(within(item).getByRole('button', { name: 'Удалить' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await screen.findByText(/Пока ни одной даты/);
    expect(state.dates).toEqual([]);
  }, 20_000);
});
