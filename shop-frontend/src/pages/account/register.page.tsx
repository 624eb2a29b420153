import { passwordStrength, validateRegistrationForm, type RegisterPayloadDto, type RegistrationForm, type ShellServices } from '@shop/domain';
import { Dialog, FormField } from '@shop/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDomainForm } from '../../components/use-domain-form';
import { failureMessage } from './account-failure';
import { AccountForm } from './account-form.component';
import { AccountLayout } from './account-layout.component';
import { FormMessage } from './form-message.component';
import { PasswordField, RepeatPasswordField } from './password-field.component';

const REGISTER_FALLBACK_ERROR = 'Ошибка регистрации';

const validateRegistration = (values: RegistrationForm) => validateRegistrationForm(values).errors;

export function RegisterPage({ services }: { services: ShellServices }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const form = useDomainForm(validateRegistration, { defaultValues: { email: '', username: '', password: '', confirmPassword: '' } });

  const createAccount = form.handleSubmit(async ({ email, username, password }) => {
    setFailure(null);
    const body: RegisterPayloadDto = { email: email.trim(), username: username.trim(), password };
    const answer = await services.http.request('/api/auth/register', { method: 'POST', body, auth: 'anonymous' });
    if (!answer.ok) return setFailure(failureMessage(answer, REGISTER_FALLBACK_ERROR));
    setRegistered(true);
  });

  return (
    <AccountLayout title="Регистрация">
      <AccountForm onSubmit={createAccount} submitLabel="Зарегистрироваться" busyLabel="Регистрация..." busy={form.formState.isSubmitting}>
        <FormField id="register-email" label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <FormField
          id="register-username"
          label="Имя пользователя"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="От 3 до 32 символов: буквы, цифры, точка, дефис или подчёркивание"
          {...form.field('username')}
        />
        <PasswordField
          id="register-password"
          label="Пароль"
          autoComplete="new-password"
          hint={<PasswordStrengthMeter password={form.watch('password')} />}
          {...form.field('password')}
        />
        <RepeatPasswordField id="register-confirm" {...form.field('confirmPassword')} />
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
      </AccountForm>
      <p className="shop-account__consent" data-testid="register-privacy">
        Нажимая «Зарегистрироваться», вы соглашаетесь на обработку персональных данных в соответствии с{' '}
        <Link to="/privacy" target="_blank" rel="noopener noreferrer">
          политикой конфиденциальности
          <span className="shop-visually-hidden"> (откроется в новой вкладке)</span>
        </Link>
        .
      </p>
      <p className="shop-account__links">
        Уже есть аккаунт?{' '}
        <Link to="/login" className="shop-text-link">
          Войти
        </Link>
      </p>
      {registered && <RegisteredDialog />}
    </AccountLayout>
  );
}

/** Spec §5: Слабый / Средний / Сильный, from the domain's thresholds. */
function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return <span>Не менее 8 символов. Надёжный пароль содержит заглавную букву и цифру.</span>;
  const strength = passwordStrength(password);
  return (
    <span className={`shop-strength shop-strength--${strength.code}`} data-testid="password-strength" aria-live="polite">
      <span className="shop-strength__bar" aria-hidden="true">
        <span />
      </span>
      Надёжность пароля: <strong>{strength.label}</strong>
    </span>
  );
}

/** The success popup: its one action leads to /login, and so does Escape. */
function RegisteredDialog() {
  const navigate = useNavigate();
  const toLogin = () => navigate('/login');
  return (
    <Dialog open onClose={toLogin} labelledBy="register-success-title" closeOnBackdrop={false} className="shop-account__dialog">
      <h2 id="register-success-title" className="ui-dialog__title">
        Регистрация прошла успешно
      </h2>
      <p>Аккаунт создан. Теперь войдите с вашим логином или email и паролем.</p>
      <button type="button" className="shop-button shop-button--primary" onClick={toLogin}>
        Перейти ко входу
      </button>
    </Dialog>
  );
}
