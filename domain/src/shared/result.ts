/**
 * The outcome of an operation that can fail in an expected way. Expected failures are values
 * (a DomainError with a stable code and the Russian message); only bugs are thrown.
 */
export type Result<T, E> = Ok<T> | Err<E>;

export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

export const err = <E>(error: E): Err<E> => ({ ok: false, error });

/** Chains a second step that runs only when the first succeeded. */
export const andThen = <T, U, E, F>(result: Result<T, E>, next: (value: T) => Result<U, F>): Result<U, E | F> => (result.ok ? next(result.value) : result);
