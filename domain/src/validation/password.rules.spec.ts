import { passwordStrength, PASSWORD_STRENGTH_LABELS } from './password.rules';

describe('passwordStrength (spec §5: thresholds 6 and 8)', () => {
  it.each([
    ['', 'weak'],
    ['Ab1', 'weak'],
    ['Abcde', 'weak'],
    ['abcdef', 'medium'],
    ['Abcdef1', 'medium'],
    ['abcdefg1', 'medium'],
    ['Abcdefgh', 'medium'],
    ['Abcdefg1', 'strong'],
    ['Пароль12', 'strong'],
    ['ёжикЁжик7', 'strong'],
  ])('%p is %s', (password, code) => {
    expect(passwordStrength(password).code).toBe(code);
  });

  it('labels the levels in Russian', () => {
    expect(PASSWORD_STRENGTH_LABELS).toEqual({ weak: 'Слабый', medium: 'Средний', strong: 'Сильный' });
    expect(passwordStrength('Abcdefg1')).toEqual({ code: 'strong', label: 'Сильный' });
  });
});
