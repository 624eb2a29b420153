import { InMemoryUsers } from '../testing/accounts.fakes';
import { notifierFakes } from '../testing/notifications.fakes';
import { FixedClock, ImmediateTransactions, settle } from '../testing/shared.fakes';
import type { Notification } from './notification';

const MAIL: Notification = { channel: 'mail', message: { to: 'shop@example.com', subject: 'Новый заказ №7', text: 'Новый заказ №7', html: '<p>Новый заказ №7</p>' } };
const ALERT: Notification = { channel: 'telegram', message: { text: 'Новый заказ №7', link: { label: 'Открыть заказы', url: 'https://shop.example/admin/orders' } } };

function setup() {
  const clock = new FixedClock(new Date('2026-05-01T06:00:00Z'));
  const transactions = new ImmediateTransactions();
  return { clock, transactions, ...notifierFakes(new InMemoryUsers(), transactions, clock) };
}

describe('Notifications', () => {
  it('writes inside the transaction and delivers only after the commit', async () => {
    const { notifications, transactions, outbox, mailer, messenger } = setup();
    await transactions.run(async () => {
      await notifications.enqueue([MAIL, ALERT]);
      await settle();
      expect(outbox.rows).toHaveLength(2);
      expect(mailer.sent).toEqual([]);
    });
    await settle();
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Новый заказ №7']);
    expect(messenger.sent).toEqual([ALERT.message]);
    expect(outbox.rows.every((row) => row.sentAt !== null)).toBe(true);
  });

  it('sends nothing when the transaction rolls back', async () => {
    const { notifications, transactions, mailer } = setup();
    await expect(
      transactions.run(async () => {
        await notifications.enqueue([MAIL]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await settle();
    expect(mailer.sent).toEqual([]);
  });

  it('retries a failed send later with a growing wait, and gives up after twelve tries', async () => {
    const { notifications, clock, outbox, messenger, log } = setup();
    messenger.failWith = 'outage';
    await notifications.enqueue([ALERT]);
    await settle();
    expect(outbox.rows[0]).toMatchObject({ attempts: 1, sentAt: null, nextAttemptAt: new Date('2026-05-01T06:01:00Z') });
    expect(await notifications.deliverDue()).toBe(0);
    clock.advanceHours(1 / 60);
    expect(await notifications.deliverDue()).toBe(0);
    expect(outbox.rows[0]).toMatchObject({ attempts: 2, nextAttemptAt: new Date('2026-05-01T06:03:00Z') });
    messenger.failWith = null;
    clock.advanceHours(2 / 60);
    expect(await notifications.deliverDue()).toBe(1);
    expect(messenger.sent).toHaveLength(1);

    messenger.failWith = 'outage';
    await notifications.enqueue([ALERT]);
    for (let attempt = 0; attempt < 12; attempt++) {
      clock.advanceHours(1);
      await notifications.deliverDue();
    }
    expect(outbox.rows[1]).toMatchObject({ attempts: 12, abandoned: true });
    expect(log.abandoned).toEqual(['telegram 2: Bot API unreachable']);
  });

  it('gives up at once on a refusal no retry will change', async () => {
    const { notifications, outbox, messenger, log } = setup();
    messenger.failWith = 'refusal';
    await notifications.enqueue([ALERT]);
    await settle();
    expect(outbox.rows[0]).toMatchObject({ attempts: 1, abandoned: true, lastError: 'chat not found' });
    expect(log.abandoned).toHaveLength(1);
  });
});
