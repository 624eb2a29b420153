import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { Mailer, type MailMessage } from '@shop/application';
import type { MailEnvelope } from './mail-envelope';
import { maskEmail } from './mask-email';

/**
 * Local delivery: each message is written as a complete .eml file (plain text and HTML parts)
 * into the outbox folder, and the file's path is logged so a developer can open it and follow
 * its links. The message body (which may hold a reset token) never goes to the log.
 */
@Injectable()
export class OutboxMailer extends Mailer {
  private readonly logger = new Logger(OutboxMailer.name);
  private readonly transport: Transporter;

  constructor(
    private readonly outboxDir: string,
    private readonly envelope: MailEnvelope,
  ) {
    super();
    this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ ...this.envelope, ...message });
    await mkdir(this.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
    // Written aside and renamed, so whoever reads the folder never sees half a message.
    await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
    await rename(`${file}.part`, file);
    this.logger.log({ msg: 'mail written to the outbox', to: maskEmail(message.to), subject: message.subject, file: `file://${file}` });
  }
}
