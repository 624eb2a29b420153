export const PASSWORDS_MISMATCH_MESSAGE = 'Пароли не совпадают';

const UPPERCASE = /[A-ZА-ЯЁ]/;
const DIGIT = /[0-9]/;

export const hasUppercaseLetter = (password: string): boolean => UPPERCASE.test(password);
export const hasDigit = (password: string): boolean => DIGIT.test(password);

/** Spec §9: strength thresholds 6 and 8. */
export const WEAK_PASSWORD_BELOW = 6;
export const STRONG_PASSWORD_FROM = 8;

export type PasswordStrengthCode = 'weak' | 'medium' | 'strong';

export const PASSWORD_STRENGTH_LABELS: { readonly [C in PasswordStrengthCode]: string } = {
  weak: 'Слабый',
  medium: 'Средний',
  strong: 'Сильный',
};

export interface PasswordStrength {
  readonly code: PasswordStrengthCode;
  readonly label: string;
}

const strength = (code: PasswordStrengthCode): PasswordStrength => ({ code, label: PASSWORD_STRENGTH_LABELS[code] });

/** Under 6 characters weak; 8 or more with an uppercase letter (Latin or Cyrillic) and a digit strong; otherwise medium. */
export const passwordStrength = (password: string): PasswordStrength => {
  if (password.length < WEAK_PASSWORD_BELOW) return strength('weak');
  const strong = password.length >= STRONG_PASSWORD_FROM && hasUppercaseLetter(password) && hasDigit(password);
  return strength(strong ? 'strong' : 'medium');
};
