/** DI token of the AddressAllowlist for payment notifications. */
export const WEBHOOK_ALLOWLIST = Symbol('WEBHOOK_ALLOWLIST');
