import { shopSchedule, type ScheduledUseCases } from './shop-schedule';

const useCases = (results: {
  orders?: number[];
  reminded?: number[];
  events?: number[];
  uploads?: string[];
  receipts?: number[];
  dates?: number[];
}): ScheduledUseCases =>
  ({
    expireUnpaidOrders: { execute: async () => results.orders ?? [] },
    remindUnpaidOrders: { execute: async () => results.reminded ?? [] },
    retryPaymentNotifications: { execute: async () => results.events ?? [] },
    removeOrphanedUploads: { execute: async () => results.uploads ?? [] },
    sendClosingReceipts: { execute: async () => results.receipts ?? [] },
    remindRememberedDates: { execute: async () => results.dates ?? [] },
  }) as unknown as ScheduledUseCases;

describe('the shop schedule', () => {
  it('expires unpaid orders and reminds to pay every 5 minutes, retries payment notifications and closing receipts every minute and sweeps orphaned uploads at 03:00 and reminds of remembered dates at 10:00', () => {
    expect(shopSchedule(useCases({})).map(({ name, cron, retry }) => ({ name, cron, attempts: retry.attempts }))).toEqual([
      { name: 'expire-unpaid-orders', cron: '*/5 * * * *', attempts: 1 },
      { name: 'remind-unpaid-orders', cron: '*/5 * * * *', attempts: 1 },
      { name: 'retry-payment-notifications', cron: '* * * * *', attempts: 1 },
      { name: 'send-closing-receipts', cron: '* * * * *', attempts: 1 },
      { name: 'remove-orphaned-uploads', cron: '0 3 * * *', attempts: 4 },
      { name: 'remind-memorable-dates', cron: '0 10 * * *', attempts: 4 },
    ]);
  });

  it('reports what a run did, and nothing when it did nothing', async () => {
    const busy = shopSchedule(useCases({ orders: [7, 9], reminded: [8], events: [3], uploads: ['1.png'], receipts: [12], dates: [5] }));
    expect(await Promise.all(busy.map((job) => job.run({})))).toEqual([
      { canceledOrders: [7, 9] },
      { remindedOrders: [8] },
      { retriedNotifications: [3] },
      { closingReceipts: [12] },
      { deletedUploads: ['1.png'] },
      { remindedDates: [5] },
    ]);
    const idle = shopSchedule(useCases({}));
    expect(await Promise.all(idle.map((job) => job.run({})))).toEqual([null, null, null, null, null, null]);
  });
});
