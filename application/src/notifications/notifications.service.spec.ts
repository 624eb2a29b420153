import { InMemoryUsers } from '../testing/accounts.fakes';
import { notifierFakes } from '../testing/notifications.fakes';
import { ImmediateTransactions, settle } from '../testing/shared.fakes';
import { DeliveryRefused, type Notification } from './notification';

const MAIL: Notification = {
  channel: 'mail',
  message: { to: 'shop@example.com', subject: 'Новый заказ №7', text: 'Новый заказ №7', html: '<p>Новый заказ №7</p>' },
};
const ALERT: Notification = {
  channel: 'telegram',
  message: { text: 'Новый заказ №7', link: { label: 'Открыть заказы', url: 'https://shop.example/admin/orders' } },
};

function setup() {
  const transactions = new ImmediateTransactions();
  return { transactions, ...notifierFakes(new InMemoryUsers(), transactions) };
}

describe('Notifications', () => {
  it('queues one delivery job per notification with the transaction, delivered once it commits', async () => {
    const { notifications, transactions, jobs, mailer, messenger } = setup();
    await transactions.run(async () => {
      await notifications.enqueue([MAIL, ALERT]);
      await settle();
      expect(jobs.runs).toEqual([]);
    });
    await settle();
    expect(jobs.runs.map(({ job, data, outcome }) => ({ job, data, outcome }))).toEqual([
      { job: 'deliver-notification', data: MAIL, outcome: 'done' },
      { job: 'deliver-notification', data: ALERT, outcome: 'done' },
    ]);
    expect(mailer.sent).toEqual([MAIL.message]);
    expect(messenger.sent).toEqual([ALERT.message]);
  });

  it('queues nothing when the transaction rolls back', async () => {
    const { notifications, transactions, jobs, mailer } = setup();
    await expect(
      transactions.run(async () => {
        await notifications.enqueue([MAIL]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await settle();
    expect([jobs.runs, mailer.sent]).toEqual([[], []]);
  });

  it('leaves a failed send to a retry, twelve tries in all, waiting from a minute up to an hour', async () => {
    const { notifications, messenger, jobs } = setup();
    expect(notifications.retry).toEqual({ attempts: 12, firstDelaySeconds: 60, maxDelaySeconds: 3600 });
    messenger.failWith = 'outage';
    await notifications.enqueue([ALERT]);
    await settle();
    expect(jobs.runs[0]).toMatchObject({ outcome: 'retry', attempts: 1, reason: 'Bot API unreachable' });
    messenger.failWith = null;
    await jobs.retryFailed();
    expect(jobs.runs[0]).toMatchObject({ outcome: 'done', attempts: 2 });
    expect(messenger.sent).toEqual([ALERT.message]);
  });

  it('gives up at once on a refusal no retry will change', async () => {
    const { notifications, messenger } = setup();
    messenger.failWith = 'refusal';
    await expect(notifications.run(ALERT)).rejects.toBeInstanceOf(DeliveryRefused);
    messenger.failWith = 'outage';
    await expect(notifications.run(ALERT)).rejects.not.toBeInstanceOf(DeliveryRefused);
  });
});
