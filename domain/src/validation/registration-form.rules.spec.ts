import { REGISTRATION_MESSAGES, validateRegistrationForm, type RegistrationForm } from './registration-form.rules';

const valid: RegistrationForm = { email: 'anna@example.ru', username: 'anna', password: 'secret1', confirmPassword: 'secret1' };

describe('validateRegistrationForm (spec §5 Register)', () => {
  it('passes a complete form', () => {
    expect(validateRegistrationForm(valid)).toEqual({ valid: true, errors: {} });
  });

  it('requires e-mail, username and password', () => {
    expect(validateRegistrationForm({ email: ' ', username: '', password: '', confirmPassword: '' }).errors).toEqual({
      email: 'Введите email',
      username: 'Введите имя пользователя',
      password: 'Введите пароль',
    });
  });

  it('checks the e-mail format', () => {
    expect(validateRegistrationForm({ ...valid, email: 'anna' }).errors).toEqual({ email: 'Некорректный email' });
  });

  it('says "Пароли не совпадают" when the passwords differ', () => {
    expect(validateRegistrationForm({ ...valid, confirmPassword: 'secret2' }).errors).toEqual({
      confirmPassword: 'Пароли не совпадают',
    });
  });

  it('refuses a weak password under 6 characters', () => {
    expect(validateRegistrationForm({ ...valid, password: 'abc12', confirmPassword: 'abc12' }).errors).toEqual({
      password: REGISTRATION_MESSAGES.passwordTooShort,
    });
  });
});
