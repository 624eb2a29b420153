import { emailError, isBlank } from './field.rules';
import { validateFields, type FormValidation } from './form-validation.rules';
import { PASSWORDS_MISMATCH_MESSAGE } from './password.rules';
import { RESET_PASSWORD_MIN_LENGTH } from './reset-password.rules';

/**
 * Decision (the spec sets no minimum at registration): the same 8 characters as a reset password,
 * the least a security review accepts for an account that stores addresses and orders.
 */
export const REGISTRATION_PASSWORD_MIN_LENGTH = RESET_PASSWORD_MIN_LENGTH;

/** Letters, digits, dot, hyphen, underscore; no '@', so a login can never be mistaken for an e-mail. */
const USERNAME = /^[\p{L}\d_.-]{3,32}$/u;

export const REGISTRATION_MESSAGES = {
  emailRequired: 'Введите email',
  usernameRequired: 'Введите имя пользователя',
  passwordRequired: 'Введите пароль',
  usernameInvalid: 'Имя пользователя: от 3 до 32 символов — буквы, цифры, точка, дефис или подчёркивание',
  passwordTooShort: `Пароль должен содержать не менее ${REGISTRATION_PASSWORD_MIN_LENGTH} символов`,
  passwordsMismatch: PASSWORDS_MISMATCH_MESSAGE,
} as const;

export interface RegistrationForm {
  readonly email: string;
  readonly username: string;
  readonly password: string;
  /** The server, which receives one password, passes it here twice. */
  readonly confirmPassword: string;
}

export type RegistrationField = keyof RegistrationForm;

const passwordError = (password: string): string | null => {
  if (password === '') return REGISTRATION_MESSAGES.passwordRequired;
  return password.length < REGISTRATION_PASSWORD_MIN_LENGTH ? REGISTRATION_MESSAGES.passwordTooShort : null;
};

const usernameError = (username: string): string | null => {
  if (isBlank(username)) return REGISTRATION_MESSAGES.usernameRequired;
  return USERNAME.test(username.trim()) ? null : REGISTRATION_MESSAGES.usernameInvalid;
};

/** Spec §5 'Register': e-mail and username required, passwords equal. */
export const validateRegistrationForm = (form: RegistrationForm): FormValidation<RegistrationField> =>
  validateFields<RegistrationField>({
    email: () => (isBlank(form.email) ? REGISTRATION_MESSAGES.emailRequired : emailError(form.email)),
    username: () => usernameError(form.username),
    password: () => passwordError(form.password),
    confirmPassword: () => (form.confirmPassword === form.password ? null : REGISTRATION_MESSAGES.passwordsMismatch),
  });
