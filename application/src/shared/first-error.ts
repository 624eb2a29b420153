import type { FormValidation } from '@shop/domain';

/** The message of the first invalid field, which is what an API error carries. */
export const firstError = <F extends string>(validation: FormValidation<F>): string | null =>
  Object.values<string | undefined>(validation.errors).find((message): message is string => message !== undefined) ?? null;
