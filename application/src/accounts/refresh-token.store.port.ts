export type RotationOutcome =
  | { readonly kind: 'rotated'; readonly userId: number }
  /** The token was already rotated or revoked: its whole family is now revoked. */
  | { readonly kind: 'reused' }
  | { readonly kind: 'invalid' };

/**
 * Refresh tokens, stored hashed, in families (one per sign-in): each use rotates the token, and
 * the reuse of a rotated one revokes the family — except within `graceMs` of its rotation, when
 * a second use (another tab refreshing at the same moment) is given the same successor.
 */
export abstract class RefreshTokenStore {
  /** Starts a family (a new sign-in). */
  abstract issue(userId: number, tokenHash: string, expiresAt: Date): Promise<void>;
  /** Atomically replaces a live token by its successor in the same family. */
  abstract rotate(tokenHash: string, successorHash: string, now: Date, expiresAt: Date, graceMs: number): Promise<RotationOutcome>;
  abstract revokeFamily(tokenHash: string, now: Date): Promise<void>;
  abstract revokeAllOfUser(userId: number, now: Date): Promise<void>;
}
