import type { HttpFailure } from '@shop/domain';

/** Spec §8: the server's error text when it sent one, otherwise the screen's own message. */
export function failureMessage(failure: HttpFailure, fallback: string): string {
  return failure.kind === 'status' && failure.message ? failure.message : fallback;
}

export const LOGIN_FALLBACK_ERROR = 'Ошибка авторизации';
const NOT_JSON_PREFIX = 'Некорректный ответ сервера: ';

/** Spec §8 'Login': a reply that is not JSON is quoted (its first 100 characters). */
export function loginFailureMessage(failure: HttpFailure): string {
  if (failure.kind === 'not-json') return NOT_JSON_PREFIX + failure.text.slice(0, 100);
  return failureMessage(failure, LOGIN_FALLBACK_ERROR);
}
