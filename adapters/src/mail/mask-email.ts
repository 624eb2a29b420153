/** 'anna@example.com' → 'a***@example.com': enough to tell messages apart in a log, no more. */
export const maskEmail = (email: string): string => email.replace(/^(.)[^@]*/, '$1***');
