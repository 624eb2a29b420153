import type { ShellHttpClient, ShellServices } from '@shop/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { useShellSession } from '../account/use-shell-session';
import { ORDER_HISTORY_PATH, parseOrderId, PAYMENT_TEXTS, paymentPagePath } from '../payment/payment.texts';
import '../payment/payment.css';
import { loadPaymentCheck, type CheckSource } from './payment-check.api';
import { nextCheckDelay, type PaymentCheckOutcome } from './payment-check.rules';

/** Spec §2 'Thanks page', and what it says when the payment did not (yet) go through. */
export const THANKS_TEXTS = {
  checking: 'Проверяем оплату…',
  paidTitle: 'Оплата принята',
  paid: 'Спасибо за заказ! Мы свяжемся с вами в ближайшее время.',
  notPaidTitle: 'Оплата не завершена',
  notCompleted: 'Платёж отменён или банк его отклонил, деньги не списаны. Попробуйте оплатить ещё раз.',
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

/**
 * Back from the payment provider. Its return address carries the order and a check only the shop
 * can make: the outcome is shown from it to anyone, signed in or not (the order's number and the
 * outcome, nothing personal). An address without a check (given out before checks existed) needs
 * the owner's session.
 */
export function ThanksPage({ services }: { services: ShellServices }) {
  const [searchParams] = useSearchParams();
  const orderParam = searchParams.get('order');
  const check = searchParams.get('check');
  const orderId = parseOrderId(orderParam);
  const signedIn = useShellSession(services.session).token !== null;
  const { pathname, search } = useLocation();

  if (orderParam === null) return <NeutralThanks />;
  if (orderId !== null && check) return <PaymentResult key={`${orderId}-${check}`} http={services.http} source={{ kind: 'link', orderId, check }} />;
  if (!signedIn) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  if (orderId === null) return <UnknownOrder />;
  return <PaymentResult key={orderId} http={services.http} source={{ kind: 'owner', orderId }} />;
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

/** An order number that is no number, or a return address the shop did not give out. */
function UnknownOrder() {
  return (
    <ThanksCard title={THANKS_TEXTS.statusTitle} tone="error">
      <p data-testid="thanks-unknown">{PAYMENT_TEXTS.loadFailed}</p>
      <HistoryLink />
    </ThanksCard>
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

/** `definite`: the answer will not change by itself (a settling payment that ran out of checks is not). */
type Check =
  | { readonly phase: 'checking' }
  | { readonly phase: 'failed' }
  | { readonly phase: 'unknown' }
  | { readonly phase: 'done'; readonly outcome: PaymentCheckOutcome; readonly definite: boolean };

/** Asks, and asks again while the payment is still settling (the notification lands just after the redirect). */
function usePaymentCheck(http: ShellHttpClient, source: CheckSource, round: number): Check {
  const [check, setCheck] = useState<Check>({ phase: 'checking' });
  const { orderId } = source;
  const linkCheck = source.kind === 'link' ? source.check : null;
  useEffect(() => {
    let current = true;
    let timer: number | undefined;
    setCheck({ phase: 'checking' });
    const ask = async (attempt: number) => {
      const answer = await loadPaymentCheck(http, linkCheck === null ? { kind: 'owner', orderId } : { kind: 'link', orderId, check: linkCheck });
      if (!current) return;
      const delay = nextCheckDelay(attempt, answer);
      if (delay !== null) {
        timer = window.setTimeout(() => void ask(attempt + 1), delay);
        return;
      }
      setCheck(typeof answer === 'string' ? { phase: answer } : { phase: 'done', outcome: answer.outcome, definite: !answer.settling });
    };
    void ask(0);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [http, orderId, linkCheck, round]);
  return check;
}

function PaymentResult({ http, source }: { http: ShellHttpClient; source: CheckSource }) {
  const { orderId } = source;
  const [round, setRound] = useState(0);
  const check = usePaymentCheck(http, source, round);

  if (check.phase === 'unknown') return <UnknownOrder />;
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
        {check.phase !== 'done' || !check.definite ? (
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
  return check.definite ? THANKS_TEXTS.notCompleted : THANKS_TEXTS.notPaid;
}
