// In-memory stand-ins for the application's ports, for the use cases' unit tests. Not exported
// from the package: adapters are tested against the real services.
import { Clock } from '../shared/clock.port';
import { FileStorage, type StoredUpload } from '../shared/file-storage.port';
import { SecureTokens } from '../shared/secure-tokens.port';
import { TransactionRunner } from '../shared/transaction.port';
import { Mailer, type MailMessage } from '../mail/mailer.port';
import { MailRenderer, factLines, linkLine, type MailDraft } from '../mail/mail-content';

export class FixedClock extends Clock {
  constructor(public current: Date = new Date('2026-05-01T06:00:00Z')) {
    super();
  }
  now(): Date {
    return this.current;
  }
  advanceHours(hours: number): void {
    this.current = new Date(this.current.getTime() + hours * 3_600_000);
  }
}

/**
 * Runs transactions one at a time, as row locks on one order would, and counts them. A `run` inside
 * a `run` joins it (the flag below), like the adapter's.
 */
export class ImmediateTransactions extends TransactionRunner {
  opened = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private inside = false;
  private committed: (() => void)[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.inside) return work();
    const turn = this.queue.then(async () => {
      this.opened += 1;
      this.inside = true;
      this.committed = [];
      try {
        const result = await work();
        this.inside = false;
        for (const task of this.committed.splice(0)) task();
        return result;
      } finally {
        this.inside = false;
        this.committed = [];
      }
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** Runs `task` once the current transaction has committed, never if it rolls back; outside one, at once (as the job queue queues a job). */
  afterCommit(task: () => void): void {
    if (this.inside) this.committed.push(task);
    else task();
  }
}

export class RecordingMailer extends Mailer {
  readonly sent: MailMessage[] = [];
  failWith: Error | null = null;
  async send(message: MailMessage): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.sent.push(message);
  }
}

/** Lays a mail out as plain lines (the adapter's template library is tested on its own): the text part says every word; the HTML part is the same text. */
export class PlainMailRenderer extends MailRenderer {
  async render({ to, subject, content, headers }: MailDraft): Promise<MailMessage> {
    const parts = [content.title, ...content.paragraphs, ...factLines(content.facts ?? [])];
    if (content.image) parts.push(`${content.image.alt}: ${content.image.url}`);
    if (content.action) parts.push(linkLine(content.action));
    parts.push(...(content.links ?? []).map(linkLine));
    if (content.footnote) parts.push(content.footnote);
    if (content.unsubscribe) parts.push(content.unsubscribe.reason, linkLine(content.unsubscribe));
    const text = parts.join('\n');
    return { to, subject, text, html: `<pre>${text}</pre>`, ...(headers ? { headers } : {}) };
  }
}

/** Tokens 'token-1', 'token-2', …; a hash is the token with a prefix, so tests can read both. */
export class CountingSecureTokens extends SecureTokens {
  private issued = 0;
  generate(): string {
    this.issued += 1;
    return `token-${this.issued}`;
  }
  hash(token: string): string {
    return `hash:${token}`;
  }
  successor(token: string): string {
    return `next:${token}`;
  }
  sign(purpose: string, subject: string): string {
    return `signed-${purpose}-${subject}`;
  }
  verify(purpose: string, subject: string, signature: unknown): boolean {
    return signature === this.sign(purpose, subject);
  }
}

/** Files in a map under names '1.png', '2.jpg' …, each stored at the time `now` reads then. */
export class MemoryFileStorage extends FileStorage {
  readonly files = new Map<string, { readonly content: Uint8Array; readonly storedAt: Date }>();
  private saved = 0;

  constructor(
    readonly publicUrl: string | undefined = undefined,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  async save(content: Uint8Array, extension: 'jpg' | 'png' | 'webp'): Promise<string> {
    this.saved += 1;
    const name = `${this.saved}.${extension}`;
    this.files.set(name, { content, storedAt: this.now() });
    return `${this.publicUrl ?? '/uploads'}/${name}`;
  }

  nameOf(address: string): string | undefined {
    const prefix = [`${this.publicUrl}/`, '/uploads/'].find((start) => address.startsWith(start));
    return prefix ? address.slice(prefix.length) : undefined;
  }

  async delete(name: string): Promise<void> {
    this.files.delete(name);
  }

  async *list(): AsyncIterable<StoredUpload> {
    for (const [name, { storedAt }] of this.files) yield { name, storedAt };
  }
}

/** Lets fire-and-forget work on the fakes (notifications sent after a commit) finish before a test looks. */
export const settle = async (): Promise<void> => {
  for (let turn = 0; turn < 200; turn += 1) await Promise.resolve();
};
