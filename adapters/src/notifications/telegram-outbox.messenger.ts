import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { ShopMessenger, type ShopAlert } from '@shop/application';

/**
 * Without a bot token: each alert is written as a JSON file, in the shape `sendMessage` would be
 * sent, into the outbox folder (as mail goes to its outbox), and the file is named in the log.
 */
export class TelegramOutboxMessenger extends ShopMessenger {
  private readonly logger = new Logger(TelegramOutboxMessenger.name);

  constructor(private readonly outboxDir: string) {
    super();
  }

  async send(alert: ShopAlert): Promise<void> {
    await mkdir(this.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.json`);
    const message = { text: alert.text, reply_markup: { inline_keyboard: [[{ text: alert.link.label, url: alert.link.url }]] } };
    await writeFile(file, `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600 });
    this.logger.log({ msg: 'telegram message written to the outbox', file: `file://${file}` });
  }
}
