import { BoundedMap } from '../shared/bounded-map';

/** How many verified tokens are remembered: a busy hour's signed-in customers, each token some 300 bytes. */
const MAX_REMEMBERED = 10_000;

/** What a verified access token said: its claims, `exp` (seconds since the epoch) among them. */
export type VerifiedPayload = { readonly exp: number } & Readonly<Record<string, unknown>>;

/**
 * Access tokens whose signature was checked once, with what they said, until they expire. The
 * same string signed the same way verifies the same way again; only the clock changes the answer,
 * so a remembered token is taken only before its `exp`. A token the shop never verified is never
 * here: it goes through the full check first.
 */
export class VerifiedTokens {
  private readonly payloads = new BoundedMap<string, VerifiedPayload>(MAX_REMEMBERED);

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Remembers a token just verified; one without an expiry is not remembered. */
  remember(token: string, payload: Readonly<Record<string, unknown>>): void {
    if (typeof payload.exp !== 'number') return;
    this.payloads.set(token, payload as VerifiedPayload);
  }

  /** What the token said when it was verified, while it has not expired; else undefined (and it is forgotten). */
  payloadOf(token: string): VerifiedPayload | undefined {
    const payload = this.payloads.get(token);
    if (!payload) return undefined;
    if (payload.exp * 1000 > this.now()) return payload;
    this.payloads.delete(token);
    return undefined;
  }
}
