import { Global, Module, type DynamicModule } from '@nestjs/common';
import { JobQueue, Mailer, Notifications, ShopMessenger } from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { NotificationJobs } from './notification.jobs';
import { TelegramBotMessenger } from './telegram-bot.messenger';
import { TelegramOutboxMessenger } from './telegram-outbox.messenger';

/** The shop's chat: the Telegram Bot API with a token, the outbox folder without one. */
function shopMessenger({ shopAlerts }: AppConfig): ShopMessenger {
  const { telegramToken, telegramChatId } = shopAlerts;
  if (telegramToken && telegramChatId) {
    return new TelegramBotMessenger({ apiUrl: shopAlerts.telegramApiUrl, token: telegramToken, chatId: telegramChatId, timeoutMs: 10_000 });
  }
  return new TelegramOutboxMessenger(shopAlerts.telegramOutboxDir);
}

/** Mails and messenger alerts: queued as jobs with the change that causes them, delivered by the job queue's workers, retried with backoff. */
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
          inject: [JobQueue, Mailer, ShopMessenger],
          useFactory: (jobs: JobQueue, mailer: Mailer, messenger: ShopMessenger) => new Notifications(jobs, mailer, messenger),
        },
        NotificationJobs,
      ],
      exports: [Notifications],
    };
  }
}
