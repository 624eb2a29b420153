/** Lifetimes of the credentials the accounts use cases hand out, and where links point. */
export interface AccountSettings {
  readonly refreshTokenTtlMs: number;
  readonly resetTokenTtlMs: number;
  /** Base of the links put in e-mails, e.g. https://shop.example */
  readonly publicUrl: string;
}

export const ONE_HOUR_MS = 60 * 60 * 1000;
export const THIRTY_DAYS_MS = 30 * 24 * ONE_HOUR_MS;

/** Two tabs refreshing one session at the same moment both keep it: a repeat within this time gets the same successor. */
export const REFRESH_REUSE_GRACE_MS = 10_000;
