/** The longest reason the admin writes for the customer or the accounts (a refund, a cancellation). */
export const MAX_REASON_LENGTH = 500;

/** A reason the admin must write: trimmed; null when it is no text, blank or longer than MAX_REASON_LENGTH. */
export const reasonText = (input: unknown): string | null => {
  const text = typeof input === 'string' ? input.trim() : '';
  return text === '' || text.length > MAX_REASON_LENGTH ? null : text;
};
