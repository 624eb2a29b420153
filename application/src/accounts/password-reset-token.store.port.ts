/** Password-reset tokens, stored hashed, single use, with an expiry; an account has at most one live link. */
export abstract class PasswordResetTokenStore {
  /** Stores a new link of the account and revokes every older one (atomic). */
  abstract replace(userId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void>;
  /** Uses the token and revokes every other link of its account; its user, or null when unknown, used or expired (atomic). */
  abstract consume(tokenHash: string, now: Date): Promise<number | null>;
}
