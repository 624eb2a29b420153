import { get, useForm, type FieldError, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import { domainResolver } from './domain-resolver';

/**
 * react-hook-form checked by a rule of @shop/domain, plus `field(name)`: everything a FormField
 * needs for that value (the registration and its Russian error).
 */
export function useDomainForm<V extends FieldValues>(rule: (values: V) => Partial<Record<keyof V, string>>, options: Omit<UseFormProps<V>, 'resolver'>) {
  const form = useForm<V>({ ...options, resolver: domainResolver(rule) });
  const { errors } = form.formState;
  const field = (name: Path<V>) => ({ ...form.register(name), error: (get(errors, name) as FieldError | undefined)?.message });
  return { ...form, field };
}
