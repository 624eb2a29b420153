import { Injectable } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { Mailer, type MailMessage } from '@shop/application';
import type { MailEnvelope } from './mail-envelope';

/** Real delivery through an SMTP server (SMTP_URL). */
@Injectable()
export class SmtpMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly envelope: MailEnvelope,
  ) {
    super();
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ ...this.envelope, ...message });
  }
}
