import fc from 'fast-check';
import {
  PASSWORD_SPECIAL_CHARACTERS,
  RESET_PASSWORD_MESSAGES,
  resetPasswordChecklist,
  resetPasswordError,
  resetPasswordPolicyError,
} from './reset-password.rules';

describe('reset password rules (spec §5)', () => {
  it('defines the special characters as the 32 ASCII symbols', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toHaveLength(32);
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');
  });

  it.each([['Secret1!'], ['Пароль-2025'], ['ёЖ1кабвг~'], ['Aa1"aaaa']])('accepts %p', (password) => {
    expect(resetPasswordPolicyError(password)).toBeNull();
    expect(resetPasswordError(password, password)).toBeNull();
  });

  it.each([
    ['Sec1!', 'too short'],
    ['Secret!!', 'no digit'],
    ['secret1!', 'no uppercase'],
    ['Secret12', 'no special character'],
    ['Secret12 ', 'a space is not special'],
    ['Secret12№', '№ is not in the set'],
  ])('refuses %p (%s)', (password) => {
    expect(resetPasswordError(password, password)).toBe('Пароль не соответствует требованиям');
  });

  it('says "Пароли не совпадают" when a valid password is repeated wrongly', () => {
    expect(resetPasswordError('Secret1!', 'Secret1?')).toBe('Пароли не совпадают');
    expect(RESET_PASSWORD_MESSAGES.passwordsMismatch).toBe('Пароли не совпадают');
  });

  it('gives the checklist with a Russian label and pass/fail per rule', () => {
    expect(resetPasswordChecklist('secret1', '')).toEqual([
      { code: 'min-length', label: 'Не менее 8 символов', passed: false },
      { code: 'digit', label: 'Хотя бы одна цифра', passed: true },
      { code: 'uppercase', label: 'Хотя бы одна заглавная буква (латиница или кириллица)', passed: false },
      { code: 'special', label: 'Хотя бы один спецсимвол, например ! ? @ # $ % _ -', passed: false },
      { code: 'match', label: 'Пароли совпадают', passed: false },
    ]);
    expect(resetPasswordChecklist('Secret1!', 'Secret1!').every((rule) => rule.passed)).toBe(true);
  });

  it('enables submit exactly when every checklist rule passes', () => {
    const password = fc.string({ unit: fc.constantFrom(...'aZЖж1!_ -'.split('')), maxLength: 12 });
    fc.assert(
      fc.property(password, fc.oneof(password, fc.constant('')), (first, second) => {
        const allPass = resetPasswordChecklist(first, second).every((rule) => rule.passed);
        return allPass === (resetPasswordError(first, second) === null);
      }),
    );
  });

  it('names the missing-token warning', () => {
    expect(RESET_PASSWORD_MESSAGES.tokenMissing).toContain('отсутствует токен');
  });
});
