import { isBlank, type LoginPayloadDto, type LoginResponseDto, type ShellServices } from '@shop/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginFailureMessage } from './account-failure';
import { AccountLayout } from './account-layout.component';
import { domainResolver } from './domain-resolver';
import { FormMessage, PasswordField, TextField } from './form-fields.component';
import { DEFAULT_AFTER_LOGIN, safeRedirectPath } from './safe-redirect';

export const LOGIN_MESSAGES = {
  identifierRequired: 'Введите логин или email',
  passwordRequired: 'Введите пароль',
} as const;

type LoginValues = LoginPayloadDto;

const validateLogin = (values: LoginValues) => ({
  identifier: isBlank(values.identifier) ? LOGIN_MESSAGES.identifierRequired : undefined,
  password: values.password === '' ? LOGIN_MESSAGES.passwordRequired : undefined,
});

const isLoginResponse = (data: unknown): data is LoginResponseDto => {
  const answer = data as Partial<LoginResponseDto> | null;
  return typeof answer?.token === 'string' && answer.token !== '' && typeof answer.id === 'number';
};

export function LoginPage({ services }: { services: ShellServices }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: domainResolver(validateLogin), defaultValues: { identifier: '', password: '' } });

  const logIn = handleSubmit(async ({ identifier, password }) => {
    setFailure(null);
    const answer = await services.http.request<LoginResponseDto>('/api/auth/login', {
      method: 'POST',
      body: { identifier: identifier.trim(), password },
      auth: 'anonymous',
    });
    if (!answer.ok) return setFailure(loginFailureMessage(answer));
    if (!isLoginResponse(answer.data)) return setFailure(loginFailureMessage({ kind: 'status', status: answer.status, message: null }));
    services.session.signIn(answer.data);
    navigate(safeRedirectPath(searchParams.get('redirect')) ?? DEFAULT_AFTER_LOGIN, { replace: true });
  });

  return (
    <AccountLayout title="Вход">
      <form className="shop-form" onSubmit={logIn} noValidate>
        <TextField
          id="login-identifier"
          label="Логин или email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          registration={register('identifier')}
          error={errors.identifier?.message}
        />
        <PasswordField
          id="login-password"
          label="Пароль"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <button type="submit" className="shop-button shop-button--primary shop-form__submit" disabled={isSubmitting}>
          {isSubmitting ? 'Вход...' : 'Войти'}
        </button>
      </form>
      <nav className="shop-account__links" aria-label="Другие действия">
        <Link to="/forgot-password" className="shop-text-link">
          Забыли пароль?
        </Link>
        <Link to="/register" className="shop-text-link">
          Регистрация
        </Link>
      </nav>
    </AccountLayout>
  );
}
