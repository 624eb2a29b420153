import {
  passwordStrength,
  validateRegistrationForm,
  type RegisterPayloadDto,
  type RegistrationForm,
  type ShellServices,
} from '@shop/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { failureMessage } from './account-failure';
import { AccountLayout } from './account-layout.component';
import { domainResolver } from './domain-resolver';
import { FormMessage, PasswordField, TextField } from './form-fields.component';

const REGISTER_FALLBACK_ERROR = 'Ошибка регистрации';

const validateRegistration = (values: RegistrationForm) => validateRegistrationForm(values).errors;

export function RegisterPage({ services }: { services: ShellServices }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationForm>({
    resolver: domainResolver(validateRegistration),
    defaultValues: { email: '', username: '', password: '', confirmPassword: '' },
  });
  const password = watch('password');

  const createAccount = handleSubmit(async ({ email, username, password }) => {
    setFailure(null);
    const body: RegisterPayloadDto = { email: email.trim(), username: username.trim(), password };
    const answer = await services.http.request('/api/auth/register', { method: 'POST', body, auth: 'anonymous' });
    if (!answer.ok) return setFailure(failureMessage(answer, REGISTER_FALLBACK_ERROR));
    setRegistered(true);
  });

  return (
    <AccountLayout title="Регистрация">
      <form className="shop-form" onSubmit={createAccount} noValidate>
        <TextField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <TextField
          id="register-username"
          label="Имя пользователя"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          registration={register('username')}
          error={errors.username?.message}
          hint="От 3 до 32 символов: буквы, цифры, точка, дефис или подчёркивание"
        />
        <PasswordField
          id="register-password"
          label="Пароль"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
          hint={<PasswordStrengthMeter password={password} />}
        />
        <PasswordField
          id="register-confirm"
          label="Повторите пароль"
          autoComplete="new-password"
          toggleSubject="повтор пароля"
          registration={register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <button type="submit" className="shop-button shop-button--primary shop-form__submit" disabled={isSubmitting}>
          {isSubmitting ? 'Регистрация...' : 'Зарегистрироваться'}
        </button>
      </form>
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

/** The success popup: a modal dialog whose one action leads to /login (Escape does too). */
function RegisteredDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="shop-dialog" aria-labelledby="register-success-title" onClose={() => navigate('/login')}>
      <h2 id="register-success-title" className="shop-dialog__title">
        Регистрация прошла успешно
      </h2>
      <p>Аккаунт создан. Теперь войдите с вашим логином или email и паролем.</p>
      <button type="button" className="shop-button shop-button--primary" autoFocus onClick={() => dialog.current?.close()}>
        Перейти ко входу
      </button>
    </dialog>
  );
}
