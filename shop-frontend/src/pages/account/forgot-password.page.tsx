import { emailError, isBlank, type ForgotPasswordPayloadDto, type ShellServices } from '@shop/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { failureMessage } from './account-failure';
import { AccountLayout } from './account-layout.component';
import { domainResolver } from './domain-resolver';
import { FormMessage, TextField } from './form-fields.component';

/** Spec §8 'Forgot password'. */
export const FORGOT_PASSWORD_TEXTS = {
  sent: 'Ссылка для сброса пароля отправлена на ваш email.',
  fallbackError: 'Ошибка сервера',
  emailRequired: 'Введите email',
} as const;

const validateForgot = ({ email }: ForgotPasswordPayloadDto) => ({
  email: isBlank(email) ? FORGOT_PASSWORD_TEXTS.emailRequired : (emailError(email) ?? undefined),
});

type Outcome = { readonly tone: 'success' | 'error'; readonly text: string };

export function ForgotPasswordPage({ services }: { services: ShellServices }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordPayloadDto>({ resolver: domainResolver(validateForgot), defaultValues: { email: '' } });

  const sendLink = handleSubmit(async ({ email }) => {
    setOutcome(null);
    const answer = await services.http.request('/api/auth/forgot-password', {
      method: 'POST',
      body: { email: email.trim() },
      auth: 'anonymous',
    });
    setOutcome(
      answer.ok
        ? { tone: 'success', text: FORGOT_PASSWORD_TEXTS.sent }
        : { tone: 'error', text: failureMessage(answer, FORGOT_PASSWORD_TEXTS.fallbackError) },
    );
  });

  return (
    <AccountLayout title="Восстановление пароля" lead="Укажите email, с которым вы регистрировались, — мы пришлём ссылку для нового пароля.">
      <form className="shop-form" onSubmit={sendLink} noValidate>
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
        <button type="submit" className="shop-button shop-button--primary shop-form__submit" disabled={isSubmitting}>
          {isSubmitting ? 'Отправка...' : 'Отправить ссылку'}
        </button>
      </form>
      <p className="shop-account__links">
        <Link to="/login" className="shop-text-link">
          Вернуться ко входу
        </Link>
      </p>
    </AccountLayout>
  );
}
