import { RESET_PASSWORD_MESSAGES, resetPasswordChecklist, resetPasswordError, type ResetPasswordPayloadDto, type ShellServices } from '@shop/domain';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDomainForm } from '../../components/use-domain-form';
import { failureMessage } from './account-failure';
import { AccountForm } from './account-form.component';
import { AccountLayout } from './account-layout.component';
import { FormMessage } from './form-message.component';
import { PasswordField, RepeatPasswordField } from './password-field.component';

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
  const form = useDomainForm(validateReset, { defaultValues: { password: '', confirmPassword: '' } });
  const [password, confirmPassword] = form.watch(['password', 'confirmPassword']);
  const valid = resetPasswordError(password, confirmPassword) === null;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const savePassword = form.handleSubmit(async (values) => {
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
    <AccountForm onSubmit={savePassword} submitLabel="Сохранить пароль" busyLabel="Сохранение..." busy={form.formState.isSubmitting} disabled={!valid}>
      <PasswordField
        id="reset-password"
        label="Новый пароль"
        autoComplete="new-password"
        hint={<PasswordChecklist password={password} confirmation={confirmPassword} />}
        {...form.field('password')}
      />
      <RepeatPasswordField id="reset-confirm" {...form.field('confirmPassword')} />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
    </AccountForm>
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
