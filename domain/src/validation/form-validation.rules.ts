/** Field → Russian message for every invalid field, so the UI can paint red borders. */
export type FieldErrors<F extends string> = { readonly [K in F]?: string };

export interface FormValidation<F extends string> {
  readonly valid: boolean;
  readonly errors: FieldErrors<F>;
}

/** Collects the first failing rule of each field. */
export const validateFields = <F extends string>(rules: { readonly [K in F]: () => string | null }): FormValidation<F> => {
  const errors: { [K in F]?: string } = {};
  for (const field of Object.keys(rules) as F[]) {
    const message = rules[field]();
    if (message !== null) errors[field] = message;
  }
  return { valid: Object.keys(errors).length === 0, errors };
};

/** The message of the first invalid field, which is what an API error carries. */
export const firstError = <F extends string>(validation: FormValidation<F>): string | null =>
  Object.values<string | undefined>(validation.errors).find((message): message is string => message !== undefined) ?? null;
