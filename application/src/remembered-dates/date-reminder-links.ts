import { SecureTokens } from '../shared/secure-tokens.port';

const PURPOSE = 'date-reminders-unsubscribe';
const TOKEN = /^([1-9]\d{0,9})\.([\w-]{1,100})$/;

/**
 * The unsubscribe links of the reminder mails, which work without signing in: the token is the
 * customer's id and a mark only the server can make, so nobody unsubscribes another by guessing.
 */
export class DateReminderLinks {
  constructor(
    private readonly tokens: SecureTokens,
    private readonly publicUrl: string,
  ) {}

  /** The page a person opens from the mail: it unsubscribes and offers to subscribe again. */
  pageUrl(userId: number): string {
    return `${this.publicUrl}/reminders/unsubscribe?token=${this.token(userId)}`;
  }

  /** The address of List-Unsubscribe: a POST to it unsubscribes (RFC 8058 one-click). */
  oneClickUrl(userId: number): string {
    return `${this.publicUrl}/api/date-reminders/unsubscribe?token=${this.token(userId)}`;
  }

  /** The customer a token was made for; null for anything this shop did not make. */
  customerOf(token: unknown): number | null {
    const parts = typeof token === 'string' ? TOKEN.exec(token) : null;
    if (!parts) return null;
    return this.tokens.verify(PURPOSE, parts[1], parts[2]) ? Number(parts[1]) : null;
  }

  private token(userId: number): string {
    return `${userId}.${this.tokens.sign(PURPOSE, String(userId))}`;
  }
}
