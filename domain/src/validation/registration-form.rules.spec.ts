import { REGISTRATION_MESSAGES, validateRegistrationForm, type RegistrationForm } from './registration-form.rules';

const valid: RegistrationForm = { email: 'anna@example.ru', username: 'anna', password: 'secret12', confirmPassword: 'secret12' };

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

  it('refuses a password under 8 characters', () => {
    expect(validateRegistrationForm({ ...valid, password: 'abc1234', confirmPassword: 'abc1234' }).errors).toEqual({
      password: 'Пароль должен содержать не менее 8 символов',
    });
    expect(validateRegistrationForm({ ...valid, password: 'abc12345', confirmPassword: 'abc12345' }).valid).toBe(true);
  });

  it.each(['an', 'anna@mail', 'имя с пробелом', 'x'.repeat(33)])('refuses the username %p', (username) => {
    expect(validateRegistrationForm({ ...valid, username }).errors).toEqual({ username: REGISTRATION_MESSAGES.usernameInvalid });
  });

  it.each(['anna', 'Анна_Петрова', 'green.leaf-42'])('accepts the username %p', (username) => {
    expect(validateRegistrationForm({ ...valid, username }).valid).toBe(true);
  });
});
