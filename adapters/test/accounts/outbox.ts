import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

/** The names of the .eml files the outbox mailer wrote, oldest first. */
function outboxFiles(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
}

/** The .eml files the outbox mailer wrote, oldest first, with their text parts decoded. */
export function outboxMessages(dir: string): string[] {
  return outboxFiles(dir).map((f) => withDecodedParts(readFileSync(path.join(dir, f), 'utf8')));
}

/** Waits until the outbox holds at least `count` mails (counting files only: nothing is read or decoded). */
export async function waitForMailCount(dir: string, count: number, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (outboxFiles(dir).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} e-mails in ${dir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The raw message followed by every base64 or quoted-printable part decoded, so tests can read the words. */
function withDecodedParts(eml: string): string {
  const decoded: string[] = [];
  for (const part of eml.split(/\r?\n--/)) {
    const [headers, ...body] = part.split(/\r?\n\r?\n/);
    const content = body.join('\n\n');
    if (/Content-Transfer-Encoding: base64/i.test(headers)) decoded.push(Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8'));
    else if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
      decoded.push(Buffer.from(content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'));
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

/** Polls the outbox until a message matches (mail goes out just after the call that causes it answers). */
export async function waitForMail(dir: string, matches: (message: string) => boolean, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = outboxMessages(dir).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching e-mail in ${dir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until no mail has arrived for `quietMs`: mails of earlier requests are sent after their answers. */
export async function settledOutbox(dir: string, quietMs = 300, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let count = outboxFiles(dir).length;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) throw new Error(`the outbox in ${dir} kept growing for ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
    const now = outboxFiles(dir).length;
    if (now !== count) [count, quietSince] = [now, Date.now()];
  }
  return count;
}
