import {
  isBlank,
  isSessionExpiredLogin,
  LOGIN_REASON_PARAM,
  SESSION_EXPIRED_MESSAGE,
  staffLandingPath,
  type LoginPayloadDto,
  type LoginResponseDto,
  type ShellServices,
} from '@shop/domain';
import { FormField } from '@shop/ui';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDomainForm } from '../../components/use-domain-form';
import { loginFailureMessage } from './account-failure';
import { AccountForm } from './account-form.component';
import { AccountLayout } from './account-layout.component';
import { FormMessage } from './form-message.component';
import { PasswordField } from './password-field.component';
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
  const form = useDomainForm(validateLogin, { defaultValues: { identifier: '', password: '' } });

  const logIn = form.handleSubmit(async ({ identifier, password }) => {
    setFailure(null);
    const answer = await services.http.request<LoginResponseDto>('/api/auth/login', {
      method: 'POST',
      body: { identifier: identifier.trim(), password },
      auth: 'anonymous',
    });
    if (!answer.ok) return setFailure(loginFailureMessage(answer));
    if (!isLoginResponse(answer.data)) return setFailure(loginFailureMessage({ kind: 'status', status: answer.status, message: null }));
    services.session.signIn(answer.data);
    // Staff start where their work is (the owner on the dashboard); customers on their profile.
    navigate(safeRedirectPath(searchParams.get('redirect')) ?? staffLandingPath(answer.data.role) ?? DEFAULT_AFTER_LOGIN, { replace: true });
  });

  return (
    <AccountLayout title="Вход">
      {isSessionExpiredLogin(searchParams.get(LOGIN_REASON_PARAM)) && failure === null && <FormMessage tone="warning">{SESSION_EXPIRED_MESSAGE}</FormMessage>}
      <AccountForm onSubmit={logIn} submitLabel="Войти" busyLabel="Вход..." busy={form.formState.isSubmitting}>
        <FormField
          id="login-identifier"
          label="Логин или email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('identifier')}
        />
        <PasswordField id="login-password" label="Пароль" autoComplete="current-password" {...form.field('password')} />
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
      </AccountForm>
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
