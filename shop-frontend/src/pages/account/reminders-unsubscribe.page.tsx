import type { DateRemindersDto, ShellServices } from '@shop/domain';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountLayout } from './account-layout.component';
import { FormMessage } from './form-message.component';

export const UNSUBSCRIBE_TEXTS = {
  working: 'Отписываем…',
  unsubscribedTitle: 'Вы отписались от напоминаний',
  unsubscribed: 'Мы больше не будем присылать письма о ваших памятных датах. Сами даты остались в профиле.',
  subscribedTitle: 'Вы снова подписаны',
  subscribed: 'Напомним о ваших памятных датах за 3 дня — письмом на почту.',
  resubscribe: 'Подписаться снова',
  failedTitle: 'Не получилось',
  failed: 'Не удалось изменить подписку. Попробуйте ещё раз.',
} as const;

type State = { readonly step: 'working' } | { readonly step: 'done'; readonly subscribed: boolean } | { readonly step: 'failed'; readonly message: string };

/**
 * The reminder mail's unsubscribe link, no sign-in needed: opening it unsubscribes (the token in
 * the address says whose mails), and a button subscribes again.
 */
export function RemindersUnsubscribePage({ services }: { services: ShellServices }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'working' });

  const change = async (subscribed: boolean) => {
    const action = subscribed ? 'subscribe' : 'unsubscribe';
    const answer = await services.http.request<DateRemindersDto>(`/api/date-reminders/${action}?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      auth: 'anonymous',
    });
    setState(
      answer.ok
        ? { step: 'done', subscribed: answer.data.subscribed }
        : { step: 'failed', message: (answer.kind === 'status' && answer.message) || UNSUBSCRIBE_TEXTS.failed },
    );
  };

  useEffect(() => {
    void change(false);
    // Once per link opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (state.step === 'working') {
    return (
      <AccountLayout title="Напоминания о памятных датах">
        <p className="shop-status" role="status">
          {UNSUBSCRIBE_TEXTS.working}
        </p>
      </AccountLayout>
    );
  }
  if (state.step === 'failed') {
    return (
      <AccountLayout title={UNSUBSCRIBE_TEXTS.failedTitle}>
        <FormMessage tone="error">{state.message}</FormMessage>
        <div className="shop-account__actions">
          <Link to="/" className="shop-button shop-button--outline shop-form__submit">
            На главную
          </Link>
        </div>
      </AccountLayout>
    );
  }
  return state.subscribed ? (
    <AccountLayout title={UNSUBSCRIBE_TEXTS.subscribedTitle}>
      <FormMessage tone="success">{UNSUBSCRIBE_TEXTS.subscribed}</FormMessage>
      <div className="shop-account__actions">
        <Link to="/#products" className="shop-button shop-button--primary shop-form__submit">
          Перейти в каталог
        </Link>
      </div>
    </AccountLayout>
  ) : (
    <AccountLayout title={UNSUBSCRIBE_TEXTS.unsubscribedTitle}>
      <FormMessage tone="success">{UNSUBSCRIBE_TEXTS.unsubscribed}</FormMessage>
      <div className="shop-account__actions">
        <button type="button" className="shop-button shop-button--primary shop-form__submit" onClick={() => void change(true)}>
          {UNSUBSCRIBE_TEXTS.resubscribe}
        </button>
      </div>
    </AccountLayout>
  );
}
