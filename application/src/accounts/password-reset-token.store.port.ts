/** Password-reset tokens, stored hashed, single use, with an expiry. */
export abstract class PasswordResetTokenStore {
  abstract save(userId: number, tokenHash: string, expiresAt: Date): Promise<void>;
  /** Marks the token used and returns its user, or null when unknown, used or expired (atomic). */
  abstract consume(tokenHash: string, now: Date): Promise<number | null>;
}
