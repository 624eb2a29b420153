/**
 * An expected failure: `code` is stable (adapters map it to HTTP statuses, tests match on it),
 * `message` is the Russian text shown to the user.
 */
export interface DomainError<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

export const domainError = <C extends string>(code: C, message: string): DomainError<C> => Object.freeze({ code, message });

/** An entry of an error catalogue: a fixed error, or a factory for one whose message names something. */
type CatalogueEntry = DomainError | ((...args: never[]) => DomainError);

/** The union of the errors of one catalogue object such as `ORDER_ERRORS`. */
export type ErrorOf<Catalogue extends Record<string, CatalogueEntry>> = {
  [K in keyof Catalogue]: Catalogue[K] extends (...args: never[]) => infer E ? E : Catalogue[K];
}[keyof Catalogue];
