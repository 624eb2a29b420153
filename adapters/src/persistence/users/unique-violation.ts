import type { UniqueField } from '@shop/application';

const PG_UNIQUE_VIOLATION = '23505';

/** Which account field a unique-index violation is about, or null for any other error. */
export function takenField(error: unknown): UniqueField | null {
  const e = error as { code?: string; driverError?: { code?: string; constraint?: string }; constraint?: string };
  const code = e.driverError?.code ?? e.code;
  if (code !== PG_UNIQUE_VIOLATION) return null;
  const constraint = e.driverError?.constraint ?? e.constraint ?? '';
  return constraint.includes('email') ? 'email' : 'username';
}
