import { Global, Module } from '@nestjs/common';
import { Mailer } from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { OutboxMailer } from './outbox.mailer';
import { SmtpMailer } from './smtp.mailer';

/** The Mailer port: SMTP when SMTP_URL is set, the outbox folder otherwise. */
@Global()
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [APP_CONFIG],
      useFactory: ({ mail }: AppConfig): Mailer =>
        mail.smtpUrl ? new SmtpMailer(mail.smtpUrl, mail.from) : new OutboxMailer(mail.outboxDir, mail.from),
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
