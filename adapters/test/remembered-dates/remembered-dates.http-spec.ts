import { RemindRememberedDates } from '@shop/application';
import { addDays, moscowDateTime } from '@shop/domain';
import { outboxMessages, waitForMail } from '../accounts/outbox';
import { useTestApp } from '../support/test-context';

const MOM = { title: 'День рождения мамы', day: 12, month: 3, recipient: 'Мама' };
const NOT_FOUND = { error: 'Памятная дата не найдена' };

/** The day of the year `days` Moscow days from now, as the form sends it. */
const inDays = (days: number) => {
  const date = addDays(moscowDateTime(new Date()).date, days);
  return { day: Number(date.slice(8, 10)), month: Number(date.slice(5, 7)) };
};

describe('remembered dates', () => {
  const ctx = useTestApp({ admin: true, customers: ['olga', 'boris', 'vera', 'gleb'], env: { RATE_LIMIT_SCALE: '20' } });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: object) => ctx.api.request(method, url, { token, body });

  it('keeps the owner’s dates through the year; another customer’s call finds nothing, word for word as for a missing date', async () => {
    const { olga, boris } = ctx.tokens;
    const created = await call('POST', '/api/profile/dates', olga, { ...MOM, title: '  День рождения мамы ' });
    expect(created.statusCode).toBe(201);
    const mom = created.json();
    expect(mom).toEqual({ id: expect.any(Number), ...MOM });
    const leap = (await call('POST', '/api/profile/dates', olga, { title: 'Годовщина', day: 29, month: 2 })).json();
    expect(leap).toMatchObject({ day: 29, month: 2, recipient: null });
    expect((await call('GET', '/api/profile/dates', olga)).json()).toEqual([leap, mom]);
    expect((await call('GET', '/api/profile/dates', boris)).json()).toEqual([]);

    for (const [method, body] of [
      ['PUT', MOM],
      ['DELETE', undefined],
    ] as const) {
      const stranger = await call(method, `/api/profile/dates/${mom.id}`, boris, body);
      const missing = await call(method, '/api/profile/dates/2147483647', boris, body);
      expect([stranger.statusCode, stranger.json()]).toEqual([404, NOT_FOUND]);
      expect([missing.statusCode, missing.json()]).toEqual([404, NOT_FOUND]);
    }
    const changed = await call('PUT', `/api/profile/dates/${mom.id}`, olga, { ...MOM, recipient: null, day: 13 });
    expect(changed.json()).toEqual({ ...mom, recipient: null, day: 13 });
    expect((await call('DELETE', `/api/profile/dates/${leap.id}`, olga)).statusCode).toBe(204);
    expect((await call('GET', '/api/profile/dates', olga)).json()).toEqual([changed.json()]);
  });

  it('refuses a date the calendar has not, a blank or long title, a long recipient and wrong types, each with its reason', async () => {
    const cases: [object, string][] = [
      [{ ...MOM, day: 30, month: 2 }, 'В этом месяце нет 30-го числа'],
      [{ ...MOM, day: 31, month: 4 }, 'В этом месяце нет 31-го числа'],
      [{ ...MOM, day: 0 }, 'День — число от 1 до 31'],
      [{ ...MOM, day: 1.5 }, 'День — число от 1 до 31'],
      [{ ...MOM, month: 13 }, 'Выберите месяц'],
      [{ ...MOM, month: '3' }, 'Выберите месяц'],
      [{ ...MOM, title: '   ' }, 'Укажите, что за дата: например, «День рождения мамы»'],
      [{ ...MOM, title: 'я'.repeat(101) }, 'Название — не длиннее 100 символов'],
      [{ ...MOM, recipient: 'я'.repeat(101) }, 'Получатель — не длиннее 100 символов'],
    ];
    for (const [body, error] of cases) {
      const answer = await call('POST', '/api/profile/dates', ctx.tokens.vera, body);
      expect([answer.statusCode, answer.json()]).toEqual([400, { error }]);
    }
    expect((await call('GET', '/api/profile/dates', ctx.tokens.vera)).json()).toEqual([]);
  });

  it('keeps at most 50 dates a customer when 60 are added at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        call('POST', '/api/profile/dates', ctx.tokens.vera, { title: `Дата ${index}`, day: 1 + (index % 28), month: inDays(60).month }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(50);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => [answer.statusCode, answer.json()])).toEqual(Array(10).fill([409, { error: 'Можно сохранить не больше 50 памятных дат' }]));
    expect((await call('GET', '/api/profile/dates', ctx.tokens.vera)).json()).toHaveLength(50);
  });

  it('mails a date three days before, once however many runs race, with the last order, List-Unsubscribe headers and a link that unsubscribes without signing in', async () => {
    const { olga, boris } = ctx.tokens;
    await call('POST', '/api/cart/add', olga, { product_id: 1, quantity: 2 });
    const order = (await call('POST', '/api/payment/create', olga, { deliveryType: 'pickup', delivery_address_full: '' })).json();
    // Saved while her mails are off, the due date waits for the job once they are on again.
    expect((await call('PUT', '/api/profile/date-reminders', olga, { subscribed: false })).json()).toEqual({ subscribed: false });
    const soon = (await call('POST', '/api/profile/dates', olga, { title: 'Скоро у Ани', ...inDays(3), recipient: 'Аня' })).json();
    await call('POST', '/api/profile/dates', olga, { title: 'Через неделю', ...inDays(7) });
    expect((await call('PUT', '/api/profile/date-reminders', olga, { subscribed: true })).json()).toEqual({ subscribed: true });
    // Boris switched the mails off in his profile: his due date is not mailed.
    expect((await call('PUT', '/api/profile/date-reminders', boris, { subscribed: false })).json()).toEqual({ subscribed: false });
    await call('POST', '/api/profile/dates', boris, { title: 'Борис не хочет писем', ...inDays(3) });

    // Two runs of the daily job and the owner's «send now» race: one mail.
    const job = ctx.t.app.get(RemindRememberedDates);
    const [first, second, byOwner] = await Promise.all([job.execute(), job.execute(), call('POST', '/api/admin/date-reminders/run', ctx.tokens.admin)]);
    expect([...first, ...second].length + byOwner.json().reminded).toBe(1);
    expect([...first, ...second].every((id) => id === soon.id)).toBe(true);
    expect(await job.execute()).toEqual([]);
    expect((await call('POST', '/api/admin/date-reminders/run', ctx.tokens.admin)).json()).toEqual({ reminded: 0 });

    const outbox = ctx.t.config.mail.outboxDir;
    const mail = await waitForMail(outbox, (message) => message.includes('Скоро у Ани'));
    expect(mail).toContain('Через 3 дня');
    expect(mail).toContain('Получатель: Аня');
    expect(mail).toContain(`Ваш последний заказ №${order.order_id}:`);
    expect(mail).toContain(`Повторить заказ №${order.order_id}: ${ctx.t.config.publicUrl}/orders/history`);
    expect(mail).toContain(`${ctx.t.config.publicUrl}/#products`);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const oneClick = /^List-Unsubscribe:\s+<([^>]+)>$/m.exec(mail)?.[1] ?? '';
    const page = /Отписаться от напоминаний: (\S+)/.exec(mail)?.[1] ?? '';
    expect(oneClick).toMatch(/\/api\/date-reminders\/unsubscribe\?token=\d+\.[\w-]+$/);
    expect(new URL(page).pathname).toBe('/reminders/unsubscribe');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outboxMessages(outbox).filter((message) => message.includes('Скоро у Ани') || message.includes('Борис не хочет'))).toHaveLength(1);

    // The mail client's one-click POST (RFC 8058): a form body, no sign-in.
    const url = new URL(oneClick);
    const unsubscribed = await ctx.api.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect([unsubscribed.statusCode, unsubscribed.json()]).toEqual([200, { subscribed: false }]);
    expect((await call('GET', '/api/profile/date-reminders', olga)).json()).toEqual({ subscribed: false });
    const token = url.searchParams.get('token') ?? '';
    const again = await ctx.api.inject({ method: 'POST', url: `/api/date-reminders/subscribe?token=${token}` });
    expect([again.statusCode, again.json()]).toEqual([200, { subscribed: true }]);
    expect((await call('GET', '/api/profile/date-reminders', olga)).json()).toEqual({ subscribed: true });

    // A token that is not the server's, or names another customer, changes nothing.
    const [id, mark] = token.split('.');
    for (const forged of [`${Number(id) + 1}.${mark}`, `${id}.${mark.slice(1)}x`, 'nonsense', '']) {
      const answer = await ctx.api.inject({ method: 'POST', url: `/api/date-reminders/unsubscribe?token=${encodeURIComponent(forged)}` });
      expect([answer.statusCode, answer.json()]).toEqual([404, { error: 'Ссылка для отписки недействительна' }]);
    }
    expect((await call('GET', '/api/profile/date-reminders', olga)).json()).toEqual({ subscribed: true });
  });
  it('mails a date saved within its three days at once, and only once', async () => {
    const { gleb } = ctx.tokens;
    const outbox = ctx.t.config.mail.outboxDir;
    expect((await call('POST', '/api/profile/dates', gleb, { title: 'Завтра у Глеба', ...inDays(1) })).statusCode).toBe(201);
    expect(await waitForMail(outbox, (message) => message.includes('Завтра у Глеба'))).toContain('Скоро: Завтра у Глеба');
    const later = (await call('POST', '/api/profile/dates', gleb, { title: 'Не скоро у Глеба', ...inDays(20) })).json();
    expect((await call('PUT', `/api/profile/dates/${later.id}`, gleb, { title: 'Не скоро у Глеба', ...inDays(20), recipient: 'Глеб' })).statusCode).toBe(200);
    expect(await ctx.t.app.get(RemindRememberedDates).execute()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outboxMessages(outbox).filter((message) => message.includes('у Глеба'))).toHaveLength(1);
  });
});
