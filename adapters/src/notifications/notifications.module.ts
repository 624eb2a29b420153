import { Global, Logger, Module, type DynamicModule } from '@nestjs/common';
import { Clock, Mailer, NotificationOutbox, Notifications, ShopMessenger, TransactionRunner, type DeliveryLog } from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { NotificationJobs } from './notification.jobs';
import { TelegramBotMessenger } from './telegram-bot.messenger';
import { TelegramOutboxMessenger } from './telegram-outbox.messenger';

const logger = new Logger('Notifications');

const deliveryLog: DeliveryLog = {
  failed: (details) => logger.warn({ msg: 'notification not sent, will retry', ...details }),
  abandoned: (details) => logger.error({ msg: 'notification given up', ...details }),
};

/** The shop's chat: the Telegram Bot API with a token, the outbox folder without one. */
function shopMessenger({ shopAlerts }: AppConfig): ShopMessenger {
  const { telegramToken, telegramChatId } = shopAlerts;
  if (telegramToken && telegramChatId) {
    return new TelegramBotMessenger({ apiUrl: shopAlerts.telegramApiUrl, token: telegramToken, chatId: telegramChatId, timeoutMs: 10_000 });
  }
  return new TelegramOutboxMessenger(shopAlerts.telegramOutboxDir);
}

/** Mails and messenger alerts: queued with the change that causes them, sent after it commits, retried by a job. */
@Global()
@Module({})
export class NotificationsModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: NotificationsModule,
      providers: [
        { provide: ShopMessenger, useFactory: () => shopMessenger(config) },
        {
          provide: Notifications,
          inject: [NotificationOutbox, TransactionRunner, Mailer, ShopMessenger, Clock],
          useFactory: (outbox: NotificationOutbox, transaction: TransactionRunner, mailer: Mailer, messenger: ShopMessenger, clock: Clock) =>
            new Notifications(outbox, transaction, mailer, messenger, clock, deliveryLog),
        },
        ...(config.jobsEnabled ? [NotificationJobs] : []),
      ],
      exports: [Notifications],
    };
  }
}
