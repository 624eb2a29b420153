/** Unguessable one-time secrets (refresh and reset tokens) and the hash under which they are stored. */
export abstract class SecureTokens {
  /** A new random token, URL-safe, at least 256 bits. */
  abstract generate(): string;
  /** The value stored instead of the token (a server-side lookup never needs the token itself). */
  abstract hash(token: string): string;
  /**
   * The token that replaces `token` when it is rotated: unguessable without the server's key, and
   * the same every time, so two tabs rotating one refresh token at once are given one successor.
   */
  abstract successor(token: string): string;
  /** A mark of `subject` for `purpose` only the server's key can make (a link that proves the server gave it out). */
  abstract sign(purpose: string, subject: string): string;
  /** Whether `signature` is `sign(purpose, subject)`, compared in constant time. */
  abstract verify(purpose: string, subject: string, signature: unknown): boolean;
}
