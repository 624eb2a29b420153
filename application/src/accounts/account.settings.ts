/** Lifetimes of the credentials the accounts use cases hand out, and where links point. */
export interface AccountSettings {
  readonly refreshTokenTtlMs: number;
  readonly resetTokenTtlMs: number;
  /** Base of the links put in e-mails, e.g. https://shop.example */
  readonly publicUrl: string;
}

export const ONE_HOUR_MS = 60 * 60 * 1000;
export const THIRTY_DAYS_MS = 30 * 24 * ONE_HOUR_MS;
