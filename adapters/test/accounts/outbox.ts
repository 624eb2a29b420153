import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { eventually } from '../support/eventually';

/** The names of the .eml files the outbox mailer wrote, oldest first. */
function outboxFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
}

/** The .eml files the outbox mailer wrote, oldest first, with their text parts decoded. */
export function outboxMessages(dir: string): string[] {
  return outboxFiles(dir).map((f) => withDecodedParts(readFileSync(path.join(dir, f), 'utf8')));
}

/** The raw message followed by every base64 or quoted-printable part decoded, so tests can read the words. */
function withDecodedParts(eml: string): string {
  const decoded: string[] = [];
  for (const part of eml.split(/\r?\n--/)) {
    const [headers, ...body] = part.split(/\r?\n\r?\n/);
    const content = body.join('\n\n');
    if (/Content-Transfer-Encoding: base64/i.test(headers)) decoded.push(Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8'));
    else if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
      decoded.push(
        Buffer.from(
          content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
      );
    }
  }
  return [eml, ...decoded].join('\n');
}

/** The reset token in a password-reset e-mail (read from the decoded text, which comes last). */
export function resetTokenOf(eml: string): string {
  const match = [...eml.matchAll(/\/reset-password\?token=([\w-]+)/g)].at(-1);
  if (!match) throw new Error('no reset link in the message');
  return match[1];
}

/** The first mail that matches, once one is in the outbox (mail goes out just after the call that causes it answers). */
export function waitForMail(dir: string, matches: (message: string) => boolean, timeoutMs = 5000): Promise<string> {
  return eventually(() => outboxMessages(dir).find(matches), { timeoutMs });
}
