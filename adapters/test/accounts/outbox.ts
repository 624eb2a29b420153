import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

/** The .eml files the outbox mailer wrote, oldest first. */
export function outboxMessages(dir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** The reset token in a password-reset e-mail (its plain-text part is 7bit/quoted-printable). */
export function resetTokenOf(eml: string): string {
  const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/reset-password\?token=([\w-]+)/.exec(unfolded);
  if (!match) throw new Error('no reset link in the message');
  return match[1];
}
