import { emailError, isBlank, type ForgotPasswordPayloadDto, type ShellServices } from '@shop/domain';
import { FormField } from '@shop/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDomainForm } from '../../components/use-domain-form';
import { failureMessage } from './account-failure';
import { AccountForm } from './account-form.component';
import { AccountLayout } from './account-layout.component';
import { FormMessage } from './form-message.component';

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
  const form = useDomainForm(validateForgot, { defaultValues: { email: '' } });

  const sendLink = form.handleSubmit(async ({ email }) => {
    setOutcome(null);
    const answer = await services.http.request('/api/auth/forgot-password', {
      method: 'POST',
      body: { email: email.trim() },
      auth: 'anonymous',
    });
    setOutcome(
      answer.ok ? { tone: 'success', text: FORGOT_PASSWORD_TEXTS.sent } : { tone: 'error', text: failureMessage(answer, FORGOT_PASSWORD_TEXTS.fallbackError) },
    );
  });

  return (
    <AccountLayout title="Восстановление пароля" lead="Укажите email, с которым вы регистрировались, — мы пришлём ссылку для нового пароля.">
      <AccountForm onSubmit={sendLink} submitLabel="Отправить ссылку" busyLabel="Отправка..." busy={form.formState.isSubmitting}>
        <FormField id="forgot-email" label="Email" type="email" autoComplete="email" {...form.field('email')} />
        {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      </AccountForm>
      <p className="shop-account__links">
        <Link to="/login" className="shop-text-link">
          Вернуться ко входу
        </Link>
      </p>
    </AccountLayout>
  );
}
