import { REMEMBERED_DATE_ERRORS } from '@shop/domain';
import { InMemoryUsers, userRecord } from '../testing/accounts.fakes';
import { notifierFakes } from '../testing/notifications.fakes';
import { InMemoryOrders, asStored, paidOrder, pendingOrder } from '../testing/orders.fakes';
import { InMemoryRememberedDates } from '../testing/remembered-dates.fakes';
import { CountingSecureTokens, FixedClock, ImmediateTransactions, PlainMailRenderer, settle } from '../testing/shared.fakes';
import { AddRememberedDate } from './commands/add-remembered-date.command';
import { DateReminderSubscription } from './commands/date-reminder-subscription.command';
import { DeleteRememberedDate } from './commands/delete-remembered-date.command';
import { RemindRememberedDates } from './commands/remind-remembered-dates.command';
import { UpdateRememberedDate } from './commands/update-remembered-date.command';
import { DateReminderLinks } from './date-reminder-links';
import { RememberedDatesQuery } from './queries/remembered-dates.query';

const PUBLIC_URL = 'https://shop.example';
const tokenOf = (url: string): string => url.split('?token=')[1];
const MOM = { title: 'День рождения мамы', day: 12, month: 3, recipient: 'Мама' };

function setup(now = '2027-03-09T07:00:00Z') {
  const dates = new InMemoryRememberedDates();
  const transactions = new ImmediateTransactions();
  const users = new InMemoryUsers();
  for (const id of [5, 6]) users.add(userRecord({ id }));
  const orders = new InMemoryOrders();
  const clock = new FixedClock(new Date(now));
  const links = new DateReminderLinks(new CountingSecureTokens(), PUBLIC_URL);
  const { mailer, notifications } = notifierFakes(users, transactions);
  const remind = new RemindRememberedDates(dates.reminders, orders.readModel, transactions, notifications, new PlainMailRenderer(), links, clock, PUBLIC_URL);
  return {
    dates,
    orders,
    clock,
    mailer,
    links,
    add: new AddRememberedDate(dates, transactions, remind),
    update: new UpdateRememberedDate(dates, remind),
    remove: new DeleteRememberedDate(dates),
    list: new RememberedDatesQuery(dates),
    subscription: new DateReminderSubscription(dates.subscriptions, links, users),
    remind,
  };
}

describe('remembered dates', () => {
  it('keeps a customer’s dates trimmed, lists them through the year and refuses a bad one with the form’s reason', async () => {
    const { add, list } = setup();
    await add.execute(5, { title: ' Годовщина ', day: 20, month: 8, recipient: ' ' });
    await add.execute(5, MOM);
    await add.execute(6, { title: 'Чужая', day: 1, month: 1 });
    expect(await list.execute(5)).toEqual([
      { id: 2, ...MOM },
      { id: 1, title: 'Годовщина', day: 20, month: 8, recipient: null },
    ]);
    expect(await add.execute(5, { ...MOM, day: 30, month: 2 })).toEqual({
      ok: false,
      error: REMEMBERED_DATE_ERRORS.invalidInput('В этом месяце нет 30-го числа'),
    });
  });

  it('keeps at most 50 dates a customer, also when they are added at once', async () => {
    const { add, list } = setup();
    const answers = await Promise.all(Array.from({ length: 55 }, (_, index) => add.execute(5, { ...MOM, title: `Дата ${index}` })));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(50);
    expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.error)).toEqual(Array(5).fill(REMEMBERED_DATE_ERRORS.tooMany));
    expect(await list.execute(5)).toHaveLength(50);
  });

  it('changes and deletes only the caller’s own dates; another’s is not found, as a missing one', async () => {
    const { add, update, remove, list } = setup();
    const added = await add.execute(5, MOM);
    const id = added.ok ? added.value.id : 0;
    expect(await update.execute(6, id, { ...MOM, title: 'Моя' })).toEqual({ ok: false, error: REMEMBERED_DATE_ERRORS.notFound });
    expect(await remove.execute(6, id)).toEqual({ ok: false, error: REMEMBERED_DATE_ERRORS.notFound });
    expect(await update.execute(5, id, { ...MOM, title: 'Моя', day: 29, month: 2 })).toEqual({
      ok: true,
      value: { id, title: 'Моя', day: 29, month: 2, recipient: 'Мама' },
    });
    expect(await update.execute(5, id, { ...MOM, title: '' })).toMatchObject({ ok: false, error: { code: 'REMEMBERED_DATE.INVALID_INPUT' } });
    expect(await remove.execute(5, id)).toEqual({ ok: true, value: undefined });
    expect(await remove.execute(5, id)).toEqual({ ok: false, error: REMEMBERED_DATE_ERRORS.notFound });
    expect(await list.execute(5)).toEqual([]);
  });
});

describe('the reminder mails', () => {
  it('mails a date three Moscow days before, once a year, with the last order to repeat, the catalogue and the unsubscribe link and headers', async () => {
    const { add, orders, remind, mailer, clock } = setup('2027-02-01T07:00:00Z');
    await add.execute(5, MOM);
    await add.execute(5, { title: 'Годовщина', day: 13, month: 3 });
    clock.current = new Date('2027-03-08T21:30:00Z'); // 9 March, 00:30 in Moscow
    orders.add(paidOrder({ id: 7 }));
    const rejected = pendingOrder({ id: 9, createdAt: new Date('2026-06-01T00:00:00Z') }).reject(new Date('2026-06-02T00:00:00Z'));
    if (rejected.ok) orders.add(asStored(rejected.value));
    expect(await remind.execute()).toEqual([1]);
    await settle();
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail.to).toBe('user5@example.com');
    expect(mail.subject).toBe('Скоро: День рождения мамы — Зелёный уголок');
    expect(mail.text).toContain('Через 3 дня, 12 марта, — День рождения мамы.');
    expect(mail.text).toContain('Получатель: Мама');
    expect(mail.text).toMatch(/Ваш последний заказ №7:\n• Товар 2 × 2 — 9\s000\s₽/);
    expect(mail.text).toContain(`Повторить заказ №7: ${PUBLIC_URL}/orders/history`);
    expect(mail.text).toContain(`Выбрать цветы в каталоге: ${PUBLIC_URL}/#products`);
    expect(mail.text).toContain(`Отписаться от напоминаний: ${PUBLIC_URL}/reminders/unsubscribe?token=5.signed-date-reminders-unsubscribe-5`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/date-reminders/unsubscribe?token=5.signed-date-reminders-unsubscribe-5>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await remind.execute()).toEqual([]);
  });

  it('catches a missed day up until the eve, offers the catalogue alone to a customer without orders, and mails nobody unsubscribed', async () => {
    const { add, remind, mailer, clock, subscription } = setup('2027-02-01T07:00:00Z');
    await add.execute(5, MOM);
    await add.execute(6, MOM);
    await subscription.set(6, false);
    clock.current = new Date('2027-03-10T07:00:00Z');
    expect(await remind.execute()).toEqual([1]);
    await settle();
    expect(mailer.sent[0].text).toContain('Через 2 дня, 12 марта, — День рождения мамы.');
    expect(mailer.sent[0].text).toContain('Загляните в каталог');
    expect(mailer.sent[0].text).not.toContain('Повторить заказ');
    clock.current = new Date('2028-03-09T07:00:00Z');
    await subscription.set(6, true);
    expect(await remind.execute()).toEqual([1, 2]);
  });

  it('mails 29 February on 25 February of a common year', async () => {
    const { add, remind, clock } = setup('2027-01-10T07:00:00Z');
    await add.execute(5, { title: 'Високосный', day: 29, month: 2 });
    clock.current = new Date('2027-02-25T07:00:00Z');
    expect(await remind.execute()).toEqual([1]);
  });

  it('mails a date saved within its three days as it is saved, since the next run may come on the day itself; once a year still', async () => {
    const { add, update, remind, mailer } = setup('2027-03-11T09:00:00Z'); // 11 March, the eve of 12 March
    expect((await add.execute(5, MOM)).ok).toBe(true);
    await settle();
    expect(mailer.sent.map((mail) => mail.text.split('\n').find((line) => line.startsWith('Завтра') || line.startsWith('Через')))).toEqual([
      expect.stringContaining('12 марта, — День рождения мамы.'),
    ]);
    expect(await remind.execute()).toEqual([]);
    await add.execute(5, { title: 'Годовщина', day: 20, month: 8 });
    await settle();
    expect(mailer.sent).toHaveLength(1);
    // Moved into its days, the anniversary is mailed at once too; saved again, it is not mailed twice.
    await update.execute(5, 2, { title: 'Годовщина', day: 13, month: 3 });
    await update.execute(5, 2, { title: 'Годовщина свадьбы', day: 13, month: 3 });
    await settle();
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Скоро: День рождения мамы — Зелёный уголок', 'Скоро: Годовщина — Зелёный уголок']);
  });
});

describe('the reminders subscription', () => {
  it('is on until the customer switches it off, in the profile or by the mail’s link without signing in', async () => {
    const { subscription, links } = setup();
    expect(await subscription.read(5)).toEqual({ subscribed: true });
    const token = tokenOf(links.pageUrl(5));
    expect(await subscription.setByLink(token, false)).toEqual({ ok: true, value: { subscribed: false } });
    expect(await subscription.read(5)).toEqual({ subscribed: false });
    expect(await subscription.setByLink(token, true)).toEqual({ ok: true, value: { subscribed: true } });
    expect(await subscription.set(5, false)).toEqual({ subscribed: false });
  });

  it('refuses a token it did not make, another customer’s id under a token, and an account that is gone', async () => {
    const { subscription, links } = setup();
    const invalid = { ok: false, error: REMEMBERED_DATE_ERRORS.unsubscribeLinkInvalid };
    expect(await subscription.setByLink('6.signed-date-reminders-unsubscribe-5', false)).toEqual(invalid);
    expect(await subscription.setByLink('5.forged', false)).toEqual(invalid);
    expect(await subscription.setByLink(undefined, false)).toEqual(invalid);
    expect(await subscription.setByLink('0.x', false)).toEqual(invalid);
    expect(await subscription.setByLink(tokenOf(links.pageUrl(99)), false)).toEqual(invalid);
    expect(await subscription.read(6)).toEqual({ subscribed: true });
  });
});
