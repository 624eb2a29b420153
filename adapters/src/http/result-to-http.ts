import type { Result, ShopError } from '@shop/domain';
import { ApiError } from './api-error';
import { HTTP_STATUS_BY_ERROR } from './error-status';

/** The value of a successful result; an expected failure becomes `{ error }` with its status. */
export function unwrap<T>(result: Result<T, ShopError>): T {
  if (result.ok) return result.value;
  throw new ApiError(HTTP_STATUS_BY_ERROR[result.error.code], result.error.message);
}
