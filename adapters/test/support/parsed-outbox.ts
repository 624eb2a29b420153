import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { eventually } from './eventually';

/** A mail of the outbox folder as a mail client reads it: headers, the plain-text part and the HTML part. */
export interface ReadMail {
  readonly file: string;
  readonly subject: string;
  readonly to: string;
  readonly from: string;
  readonly replyTo: string;
  readonly text: string;
  readonly html: string;
}

const addresses = (field: ParsedMail['to']): string => (Array.isArray(field) ? field.map((one) => one.text).join(', ') : (field?.text ?? ''));

/** Every .eml the outbox mailer wrote, oldest first, parsed by a real MIME parser. */
export async function readOutbox(dir: string): Promise<ReadMail[]> {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(readFileSync(path.join(dir, file)));
      return {
        file: path.join(dir, file),
        subject: mail.subject ?? '',
        to: addresses(mail.to),
        from: addresses(mail.from),
        replyTo: addresses(mail.replyTo),
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
      };
    }),
  );
}

/** The mail with this subject, once it is in the outbox (mail goes out just after the call that causes it answers). */
export async function mailWithSubject(dir: string, subject: string, timeoutMs = 5000): Promise<ReadMail> {
  return eventually(async () => (await readOutbox(dir)).find((mail) => mail.subject === subject), { timeoutMs });
}
