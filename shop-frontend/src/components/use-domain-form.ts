import { normalisedPhoneOrInput } from '@shop/domain';
import type { FocusEvent } from 'react';
import { get, useForm, type FieldError, type FieldValues, type Path, type PathValue, type UseFormProps } from 'react-hook-form';
import { domainResolver } from './domain-resolver';

/** Spec §5: a phone is +7 and 10 digits; '8 916 123-45-67' and the like are accepted and shown as +7XXXXXXXXXX. */
const PHONE_INPUT = { type: 'tel', inputMode: 'tel', placeholder: '+7 916 123-45-67' } as const;

/**
 * react-hook-form checked by a rule of @shop/domain, plus `field(name)`: everything a FormField
 * needs for that value (the registration and its Russian error), and `phoneField(name)`: the same
 * for a phone, with the phone keyboard, which shows the stored form (+7XXXXXXXXXX) as soon as the
 * customer leaves the field.
 */
export function useDomainForm<V extends FieldValues>(rule: (values: V) => Partial<Record<keyof V, string>>, options: Omit<UseFormProps<V>, 'resolver'>) {
  const form = useForm<V>({ ...options, resolver: domainResolver(rule) });
  const { errors } = form.formState;
  const field = (name: Path<V>) => ({ ...form.register(name), error: (get(errors, name) as FieldError | undefined)?.message });
  const phoneField = (name: Path<V>) => {
    const registered = field(name);
    return {
      ...PHONE_INPUT,
      ...registered,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        const shown = normalisedPhoneOrInput(event.target.value);
        if (shown !== event.target.value) form.setValue(name, shown as PathValue<V, Path<V>>, { shouldValidate: form.formState.isSubmitted });
        return registered.onBlur(event);
      },
    };
  };
  return { ...form, field, phoneField };
}
