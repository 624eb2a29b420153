import type { DomainError, Result } from '@shop/domain';
import { ApiError } from './api-error';

/** HTTP status per domain/application error code; codes not listed are 400. */
export type StatusByCode = Readonly<Record<string, number>>;

/** The value of a successful result; an expected failure becomes `{ error }` with its status. */
export function unwrap<T>(result: Result<T, DomainError>, statusByCode: StatusByCode): T {
  if (result.ok) return result.value;
  throw new ApiError(statusByCode[result.error.code] ?? 400, result.error.message);
}
