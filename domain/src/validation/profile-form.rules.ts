import { emailError, fullNameError, isBlank, phoneError, telegramError } from './field.rules';
import { validateFields, type FormValidation } from './form-validation.rules';

export interface ProfileForm {
  readonly email: string;
  readonly fullName?: string | null;
  readonly phone?: string | null;
  readonly telegram?: string | null;
}

export type ProfileField = keyof ProfileForm;

const optional = (value: string | null | undefined, rule: (value: string) => string | null): string | null => (isBlank(value) ? null : rule(value as string));

/** Spec §5 'Profile save': e-mail always valid; full name, phone and telegram checked when given. */
export const validateProfileForm = (form: ProfileForm): FormValidation<ProfileField> =>
  validateFields<ProfileField>({
    email: () => emailError(form.email),
    fullName: () => optional(form.fullName, fullNameError),
    phone: () => optional(form.phone, phoneError),
    telegram: () => optional(form.telegram, telegramError),
  });
