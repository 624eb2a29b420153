import { INVALID_FULL_NAME_MESSAGE, INVALID_PHONE_MESSAGE, INVALID_TELEGRAM_MESSAGE } from './field.rules';
import { validateProfileForm } from './profile-form.rules';

describe('validateProfileForm (spec §5 Profile save)', () => {
  it('needs only a valid e-mail', () => {
    expect(validateProfileForm({ email: 'a@b.ru' })).toEqual({ valid: true, errors: {} });
    expect(validateProfileForm({ email: 'a@b.ru', fullName: '', phone: null, telegram: '  ' }).valid).toBe(true);
    expect(validateProfileForm({ email: 'ab.ru' }).errors).toEqual({ email: 'Некорректный email' });
  });

  it('checks full name, phone and telegram when given', () => {
    expect(validateProfileForm({ email: 'a@b.ru', fullName: 'иван', phone: '+7999', telegram: 'ivan' }).errors).toEqual({
      fullName: INVALID_FULL_NAME_MESSAGE,
      phone: INVALID_PHONE_MESSAGE,
      telegram: INVALID_TELEGRAM_MESSAGE,
    });
    expect(validateProfileForm({ email: 'a@b.ru', fullName: 'Иванов Иван', phone: '+79991234567', telegram: '@ivan_99' }).valid).toBe(true);
  });
});
