import { Global, Module } from '@nestjs/common';
import { MailRenderer, Mailer } from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { MjmlMailRenderer } from './mjml-mail.renderer';
import { OutboxMailer } from './outbox.mailer';
import { SmtpMailer } from './smtp.mailer';

/** The Mailer port (SMTP when SMTP_URL is set, the outbox folder otherwise) and the MJML layout of every mail. */
@Global()
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [APP_CONFIG],
      useFactory: ({ mail }: AppConfig): Mailer => {
        const envelope = { from: mail.from, replyTo: mail.replyTo };
        return mail.smtpUrl ? new SmtpMailer(mail.smtpUrl, envelope) : new OutboxMailer(mail.outboxDir, envelope);
      },
    },
    { provide: MailRenderer, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new MjmlMailRenderer(config.publicUrl) },
  ],
  exports: [Mailer, MailRenderer],
})
export class MailModule {}
