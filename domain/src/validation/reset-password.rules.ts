import { hasDigit, hasUppercaseLetter, PASSWORDS_MISMATCH_MESSAGE } from './password.rules';

export const RESET_PASSWORD_MIN_LENGTH = 8;

/**
 * The special characters a new password must include at least one of (the spec leaves the set
 * open): the 32 printable ASCII symbols of a standard keyboard, space excluded:
 * ! " # $ % & ' ( ) * + , - . / : ; < = > ? @ [ \ ] ^ _ ` { | } ~
 */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** No password is longer than this (argon2 hashes any length; the limit bounds the work). */
export const PASSWORD_TOO_LONG_MESSAGE = 'Пароль должен быть не длиннее 128 символов';

export const RESET_PASSWORD_MESSAGES = {
  requirementsNotMet: 'Пароль не соответствует требованиям',
  passwordsMismatch: PASSWORDS_MISMATCH_MESSAGE,
  tokenMissing: 'Ссылка для сброса пароля недействительна: отсутствует токен. Запросите новую ссылку',
} as const;

export type PasswordRuleCode = 'min-length' | 'digit' | 'uppercase' | 'special' | 'match';

export interface PasswordRuleCheck {
  readonly code: PasswordRuleCode;
  readonly label: string;
  readonly passed: boolean;
}

const hasSpecialCharacter = (password: string): boolean => [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character));

const POLICY: readonly { readonly code: PasswordRuleCode; readonly label: string; readonly test: (password: string) => boolean }[] = [
  { code: 'min-length', label: `Не менее ${RESET_PASSWORD_MIN_LENGTH} символов`, test: (password) => password.length >= RESET_PASSWORD_MIN_LENGTH },
  { code: 'digit', label: 'Хотя бы одна цифра', test: hasDigit },
  { code: 'uppercase', label: 'Хотя бы одна заглавная буква (латиница или кириллица)', test: hasUppercaseLetter },
  { code: 'special', label: 'Хотя бы один спецсимвол, например ! ? @ # $ % _ -', test: hasSpecialCharacter },
];

/** The reset screen's checklist: every rule with its Russian label and whether it holds yet. */
export const resetPasswordChecklist = (password: string, confirmation: string): PasswordRuleCheck[] => [
  ...POLICY.map(({ code, label, test }) => ({ code, label, passed: test(password) })),
  { code: 'match', label: 'Пароли совпадают', passed: confirmation !== '' && confirmation === password },
];

/** The server's check of the one password it receives. */
export const resetPasswordPolicyError = (password: string): string | null =>
  POLICY.every(({ test }) => test(password)) ? null : RESET_PASSWORD_MESSAGES.requirementsNotMet;

/** Null when the form may be submitted (spec §5: submit stays disabled until then). */
export const resetPasswordError = (password: string, confirmation: string): string | null =>
  resetPasswordPolicyError(password) ?? (confirmation === password ? null : RESET_PASSWORD_MESSAGES.passwordsMismatch);
