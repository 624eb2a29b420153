import {
  RESET_PASSWORD_MESSAGES,
  resetPasswordChecklist,
  resetPasswordError,
  type ResetPasswordPayloadDto,
  type ShellServices,
} from '@shop/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureMessage } from './account-failure';
import { AccountLayout } from './account-layout.component';
import { domainResolver } from './domain-resolver';
import { FormMessage, PasswordField } from './form-fields.component';

const RESET_FALLBACK_ERROR = 'Ошибка сброса пароля';
const RESET_SUCCESS = 'Пароль успешно изменён. Через 3 секунды откроется страница входа.';
/** Spec §9: redirect to /login 3 s after success. */
const REDIRECT_DELAY_MS = 3000;

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** The domain's one message goes to the field it is about. */
const validateReset = ({ password, confirmPassword }: ResetValues) => {
  const message = resetPasswordError(password, confirmPassword);
  if (message === RESET_PASSWORD_MESSAGES.passwordsMismatch) return { confirmPassword: message };
  return { password: message ?? undefined };
};

export function ResetPasswordPage({ services }: { services: ShellServices }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <AccountLayout title="Смена пароля">
      {token ? (
        <ResetPasswordForm services={services} token={token} />
      ) : (
        <>
          <FormMessage tone="warning">{RESET_PASSWORD_MESSAGES.tokenMissing}</FormMessage>
          <p className="shop-account__links">
            <Link to="/forgot-password" className="shop-text-link">
              Запросить новую ссылку
            </Link>
          </p>
        </>
      )}
    </AccountLayout>
  );
}

function ResetPasswordForm({ services, token }: { services: ShellServices; token: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ resolver: domainResolver(validateReset), defaultValues: { password: '', confirmPassword: '' } });
  const [password, confirmPassword] = watch(['password', 'confirmPassword']);
  const valid = resetPasswordError(password, confirmPassword) === null;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const savePassword = handleSubmit(async (values) => {
    setFailure(null);
    const body: ResetPasswordPayloadDto = { token, password: values.password };
    const answer = await services.http.request('/api/auth/reset-password', { method: 'POST', body, auth: 'anonymous' });
    if (!answer.ok) return setFailure(failureMessage(answer, RESET_FALLBACK_ERROR));
    // The server has ended every session of the account: a token kept in this browser is stale.
    if (services.session.getSnapshot().token) void services.session.logOut();
    setDone(true);
  });

  if (done) return <FormMessage tone="success">{RESET_SUCCESS}</FormMessage>;

  return (
    <form className="shop-form" onSubmit={savePassword} noValidate>
      <PasswordField
        id="reset-password"
        label="Новый пароль"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
        hint={<PasswordChecklist password={password} confirmation={confirmPassword} />}
      />
      <PasswordField
        id="reset-confirm"
        label="Повторите пароль"
        autoComplete="new-password"
        toggleSubject="повтор пароля"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <button type="submit" className="shop-button shop-button--primary shop-form__submit" disabled={!valid || isSubmitting}>
        {isSubmitting ? 'Сохранение...' : 'Сохранить пароль'}
      </button>
    </form>
  );
}

/** The domain's rules, ticked off live as the visitor types. */
function PasswordChecklist({ password, confirmation }: { password: string; confirmation: string }) {
  return (
    <ul className="shop-checklist" aria-label="Требования к паролю">
      {resetPasswordChecklist(password, confirmation).map((rule) => (
        <li key={rule.code} className={rule.passed ? 'shop-checklist__item shop-checklist__item--passed' : 'shop-checklist__item'}>
          <span className="shop-checklist__mark" aria-hidden="true">
            {rule.passed ? '✓' : '○'}
          </span>
          {rule.label}
          <span className="shop-visually-hidden">{rule.passed ? ': выполнено' : ': не выполнено'}</span>
        </li>
      ))}
    </ul>
  );
}
