import { SecureTokens } from '../shared/secure-tokens.port';

const PURPOSE = 'payment-return';

/**
 * The address the payment provider sends the customer back to: the thanks page with the order's
 * number and a check only the server can make, so the page can tell the payment's outcome to a
 * browser without a session, and nobody can ask about an order by guessing its number.
 */
export class PaymentReturnLinks {
  constructor(
    private readonly tokens: SecureTokens,
    private readonly publicUrl: string,
  ) {}

  url(orderId: number): string {
    return `${this.publicUrl}/thanks?order=${orderId}&check=${this.tokens.sign(PURPOSE, String(orderId))}`;
  }

  /** Whether `check` is the one this shop put in the order's return address. */
  opens(orderId: number, check: unknown): boolean {
    return this.tokens.verify(PURPOSE, String(orderId), check);
  }
}
