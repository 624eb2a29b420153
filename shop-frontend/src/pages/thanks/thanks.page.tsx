import type { ShellHttpClient, ShellServices } from '@shop/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { useShellSession } from '../account/use-shell-session';
import { loadPaymentOrder } from '../payment/payment-order.api';
import { ORDER_HISTORY_PATH, parseOrderId, PAYMENT_TEXTS, paymentPagePath } from '../payment/payment.texts';
import '../payment/payment.css';
import { nextCheckDelay, paymentCheckOutcome, type PaymentCheckOutcome } from './payment-check.rules';

/** Spec §2 'Thanks page', and what it says when the payment did not (yet) go through. */
export const THANKS_TEXTS = {
  checking: 'Проверяем оплату…',
  paidTitle: 'Оплата принята',
  paid: 'Спасибо за заказ! Мы свяжемся с вами в ближайшее время.',
  notPaidTitle: 'Оплата не завершена',
  notPaid:
    'Мы пока не получили подтверждение оплаты. Если оплата была отменена или банк её отклонил, попробуйте оплатить ещё раз. Если деньги уже списаны, статус заказа обновится в течение нескольких минут.',
  awaitingApproval: 'Заказ ещё не подтверждён администратором: оплата станет доступна после подтверждения.',
  canceledTitle: 'Оплата не прошла',
  canceled: 'Заказ отменён, оплата по нему не принята.',
  refundedTitle: 'Деньги возвращены',
  neutralTitle: 'Спасибо!',
  neutral: 'Статус оплаты и всех ваших заказов — в истории заказов.',
  statusTitle: 'Статус оплаты',
  backToPayment: 'Вернуться к оплате',
  checkAgain: 'Проверить ещё раз',
} as const;

export function ThanksPage({ services }: { services: ShellServices }) {
  const [searchParams] = useSearchParams();
  const orderParam = searchParams.get('order');
  const orderId = parseOrderId(orderParam);
  const signedIn = useShellSession(services.session).token !== null;
  const { pathname, search } = useLocation();

  if (orderParam === null) return <NeutralThanks />;
  if (!signedIn) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  if (orderId === null) {
    return (
      <ThanksCard title={THANKS_TEXTS.statusTitle} tone="error">
        <p>{PAYMENT_TEXTS.loadFailed}</p>
        <HistoryLink />
      </ThanksCard>
    );
  }
  return <PaymentResult key={orderId} http={services.http} orderId={orderId} />;
}

function ThanksCard({ title, tone, children }: { title: string; tone: 'success' | 'info' | 'error'; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="shop-container shop-thanks" data-testid="thanks-page">
      <section className={`shop-card shop-card--large shop-thanks__card shop-thanks__card--${tone}`} aria-labelledby="shop-thanks-title" aria-live="polite">
        <span className="shop-thanks__icon" aria-hidden="true">
          {tone === 'success' ? '✓' : tone === 'error' ? '!' : 'i'}
        </span>
        <h1 id="shop-thanks-title" className="shop-card-heading shop-thanks__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

function HistoryLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link to={ORDER_HISTORY_PATH} className={`shop-button ${primary ? 'shop-button--primary' : 'shop-button--outline'}`}>
      {PAYMENT_TEXTS.history}
    </Link>
  );
}

function NeutralThanks() {
  return (
    <ThanksCard title={THANKS_TEXTS.neutralTitle} tone="info">
      <p>{THANKS_TEXTS.neutral}</p>
      <div className="shop-thanks__actions">
        <HistoryLink primary />
      </div>
    </ThanksCard>
  );
}

type Check = { readonly phase: 'checking' } | { readonly phase: 'failed' } | { readonly phase: 'done'; readonly outcome: PaymentCheckOutcome };

/** Reads the order's status, asking again while it is still 'confirmed' (the notification lands just after the redirect). */
function usePaymentCheck(http: ShellHttpClient, orderId: number, round: number): Check {
  const [check, setCheck] = useState<Check>({ phase: 'checking' });
  useEffect(() => {
    let current = true;
    let timer: number | undefined;
    setCheck({ phase: 'checking' });
    const ask = async (attempt: number) => {
      const load = await loadPaymentOrder(http, orderId);
      if (!current) return;
      const answer = load.ok ? { status: load.lookup.order.status } : 'failed';
      const delay = nextCheckDelay(attempt, answer);
      if (delay !== null) {
        timer = window.setTimeout(() => void ask(attempt + 1), delay);
        return;
      }
      setCheck(answer === 'failed' ? { phase: 'failed' } : { phase: 'done', outcome: paymentCheckOutcome(answer.status) });
    };
    void ask(0);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [http, orderId, round]);
  return check;
}

function PaymentResult({ http, orderId }: { http: ShellHttpClient; orderId: number }) {
  const [round, setRound] = useState(0);
  const check = usePaymentCheck(http, orderId, round);

  if (check.phase === 'checking') {
    return (
      <ThanksCard title={THANKS_TEXTS.statusTitle} tone="info">
        <p className="shop-thanks__checking" role="status" data-testid="thanks-checking">
          {THANKS_TEXTS.checking}
        </p>
      </ThanksCard>
    );
  }
  if (check.phase === 'done' && check.outcome === 'paid') {
    return (
      <ThanksCard title={THANKS_TEXTS.paidTitle} tone="success">
        <p data-testid="thanks-paid">
          Заказ №{orderId} оплачен. {THANKS_TEXTS.paid}
        </p>
        <div className="shop-thanks__actions">
          <HistoryLink primary />
        </div>
      </ThanksCard>
    );
  }

  const title = check.phase !== 'done' ? THANKS_TEXTS.notPaidTitle : TITLES[check.outcome];
  return (
    <ThanksCard title={title} tone="error">
      <p className="shop-thanks__order">Заказ №{orderId}</p>
      <p data-testid="thanks-not-paid">{notPaidText(check)}</p>
      <div className="shop-thanks__actions">
        <Link to={paymentPagePath(orderId)} className="shop-button shop-button--primary">
          {THANKS_TEXTS.backToPayment}
        </Link>
        {check.phase !== 'done' || check.outcome === 'not-paid' ? (
          <button type="button" className="shop-button shop-button--outline" onClick={() => setRound((current) => current + 1)}>
            {THANKS_TEXTS.checkAgain}
          </button>
        ) : null}
        <HistoryLink />
      </div>
    </ThanksCard>
  );
}

const TITLES: { readonly [O in PaymentCheckOutcome]: string } = {
  paid: THANKS_TEXTS.paidTitle,
  'not-paid': THANKS_TEXTS.notPaidTitle,
  'awaiting-approval': THANKS_TEXTS.notPaidTitle,
  canceled: THANKS_TEXTS.canceledTitle,
  refunded: THANKS_TEXTS.refundedTitle,
};

function notPaidText(check: Check): string {
  if (check.phase !== 'done') return PAYMENT_TEXTS.loadFailed;
  if (check.outcome === 'canceled') return THANKS_TEXTS.canceled;
  if (check.outcome === 'refunded') return PAYMENT_TEXTS.refunded;
  if (check.outcome === 'awaiting-approval') return THANKS_TEXTS.awaitingApproval;
  return THANKS_TEXTS.notPaid;
}
