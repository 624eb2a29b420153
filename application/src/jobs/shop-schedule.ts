import { ExpireUnpaidOrders } from '../orders/commands/expire-unpaid-orders.command';
import { RemindUnpaidOrders } from '../orders/commands/remind-unpaid-orders.command';
import { RetryPaymentNotifications } from '../payments/commands/retry-payment-notifications.command';
import { SendClosingReceipts } from '../payments/commands/send-closing-receipts.command';
import { RemindRememberedDates } from '../remembered-dates/commands/remind-remembered-dates.command';
import { RemoveOrphanedUploads } from '../uploads/commands/remove-orphaned-uploads.command';
import type { JobReport, RetryPolicy, ScheduledJob } from './background-job';

/** A frequent job is not tried again: its next tick is the retry. */
const NEXT_TICK_RETRIES: RetryPolicy = { attempts: 1, firstDelaySeconds: 0, maxDelaySeconds: 0 };
/** A daily job is tried again after about 5, 10, 20 minutes. */
const DAILY_RETRIES: RetryPolicy = { attempts: 4, firstDelaySeconds: 300, maxDelaySeconds: 3600 };
const FIFTEEN_MINUTES = 900;

export interface ScheduledUseCases {
  readonly expireUnpaidOrders: ExpireUnpaidOrders;
  readonly remindUnpaidOrders: RemindUnpaidOrders;
  readonly retryPaymentNotifications: RetryPaymentNotifications;
  readonly removeOrphanedUploads: RemoveOrphanedUploads;
  readonly sendClosingReceipts: SendClosingReceipts;
  readonly remindRememberedDates: RemindRememberedDates;
}

const listed = (key: string, items: readonly unknown[]): JobReport => (items.length ? { [key]: items } : null);

/** Every job the calendar starts, each tick read on the shop's Moscow clock (see ScheduledJob). */
export function shopSchedule({
  expireUnpaidOrders,
  remindUnpaidOrders,
  retryPaymentNotifications,
  removeOrphanedUploads,
  sendClosingReceipts,
  remindRememberedDates,
}: ScheduledUseCases): ScheduledJob[] {
  return [
    {
      name: 'expire-unpaid-orders',
      cron: '*/5 * * * *',
      retry: NEXT_TICK_RETRIES,
      timeoutSeconds: FIFTEEN_MINUTES,
      run: async () => listed('canceledOrders', await expireUnpaidOrders.execute()),
    },
    {
      name: 'remind-unpaid-orders',
      cron: '*/5 * * * *',
      retry: NEXT_TICK_RETRIES,
      timeoutSeconds: FIFTEEN_MINUTES,
      run: async () => listed('remindedOrders', await remindUnpaidOrders.execute()),
    },
    {
      name: 'retry-payment-notifications',
      cron: '* * * * *',
      retry: NEXT_TICK_RETRIES,
      timeoutSeconds: FIFTEEN_MINUTES,
      run: async () => listed('retriedNotifications', await retryPaymentNotifications.execute()),
    },
    {
      name: 'send-closing-receipts',
      cron: '* * * * *',
      retry: NEXT_TICK_RETRIES,
      timeoutSeconds: FIFTEEN_MINUTES,
      run: async () => listed('closingReceipts', await sendClosingReceipts.execute()),
    },
    {
      name: 'remove-orphaned-uploads',
      cron: '0 3 * * *',
      retry: DAILY_RETRIES,
      timeoutSeconds: 4 * FIFTEEN_MINUTES,
      run: async () => listed('deletedUploads', await removeOrphanedUploads.execute()),
    },
    {
      name: 'remind-memorable-dates',
      cron: '0 10 * * *',
      retry: DAILY_RETRIES,
      timeoutSeconds: 4 * FIFTEEN_MINUTES,
      run: async () => listed('remindedDates', await remindRememberedDates.execute()),
    },
  ];
}
