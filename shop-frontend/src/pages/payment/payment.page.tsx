import { DEFAULT_PAYMENT_METHOD, type PaymentMethod, type ShellServices } from '@shop/domain';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { BackButton } from '../../components/back-link.component';
import { useDocumentTitle } from '../../components/use-document-title';
import { useShellSession } from '../account/use-shell-session';
import { PaymentLines } from './payment-lines.component';
import { PaymentMethodChoice } from './payment-method.component';
import { loadPaymentOrder, startPayment, type OrderLoad } from './payment-order.api';
import { toPaymentOrderView, type PaymentOrderView } from './payment-order.view';
import type { PaymentState } from './payment-state.rules';
import { ORDER_HISTORY_PATH, parseOrderId, PAYMENT_TEXTS } from './payment.texts';
import './payment.css';

/** Spec §2 'Payment page' at /payment/order/{orderId}; spec §5: it requires a token. */
export function PaymentPage({ services }: { services: ShellServices }) {
  useDocumentTitle(PAYMENT_TEXTS.title);
  const signedIn = useShellSession(services.session).token !== null;
  const { pathname } = useLocation();
  const orderId = parseOrderId(useParams().orderId);

  if (!signedIn) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname)}`} replace />;
  if (orderId === null) {
    return (
      <PaymentLayout>
        <LoadFailure reason={null} />
      </PaymentLayout>
    );
  }
  // Keyed by the order, so moving to another order starts from 'loading' with a clean slate.
  return <PaymentOrderScreen key={orderId} services={services} orderId={orderId} />;
}

function PaymentLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no page of the shop before it in this tab): back leads to the order history.
  const goBack = () => (location.key === 'default' ? navigate(ORDER_HISTORY_PATH) : navigate(-1));
  return (
    <div className="shop-container shop-pay" data-testid="payment-page">
      <BackButton onClick={goBack}>{PAYMENT_TEXTS.back}</BackButton>
      <h1 className="shop-card-heading shop-pay__title">{PAYMENT_TEXTS.title}</h1>
      {children}
    </div>
  );
}

function LoadFailure({ reason }: { reason: string | null }) {
  return (
    <div className="shop-pay-alert shop-pay-alert--error" role="alert" data-testid="payment-load-error">
      <p className="shop-pay-alert__title">{PAYMENT_TEXTS.loadFailed}</p>
      {reason && <p>{reason}</p>}
      <Link to={ORDER_HISTORY_PATH} className="shop-text-link">
        {PAYMENT_TEXTS.history}
      </Link>
    </div>
  );
}

type Loaded =
  { readonly state: 'loading' } | { readonly state: 'failed'; readonly reason: string | null } | { readonly state: 'ready'; readonly view: PaymentOrderView };

const toLoaded = (load: OrderLoad): Loaded => (load.ok ? { state: 'ready', view: toPaymentOrderView(load.lookup) } : { state: 'failed', reason: load.reason });

interface ScreenProps {
  readonly services: ShellServices;
  readonly orderId: number;
}

function PaymentOrderScreen({ services, orderId }: ScreenProps) {
  const { http } = services;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    let current = true;
    void loadPaymentOrder(http, orderId).then((load) => {
      if (current) setLoaded((previous) => (load.ok || previous.state !== 'ready' ? toLoaded(load) : previous));
    });
    return () => {
      current = false;
    };
  }, [http, orderId, version]);

  if (loaded.state === 'loading') {
    return (
      <PaymentLayout>
        <p className="shop-status" role="status">
          {PAYMENT_TEXTS.loading}
        </p>
      </PaymentLayout>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <PaymentLayout>
        <LoadFailure reason={loaded.reason} />
      </PaymentLayout>
    );
  }
  const { view } = loaded;
  return (
    <PaymentLayout>
      <p className="shop-pay__number" data-testid="payment-order-number">
        Заказ №{orderId}
      </p>
      <div className="shop-pay__layout">
        <div className="shop-pay__main">
          <section className="shop-card shop-pay-card" aria-labelledby="shop-pay-details-title">
            <h2 id="shop-pay-details-title" className="shop-pay-card__title">
              Данные заказа
            </h2>
            <OrderDetails view={view} />
          </section>
          <section className="shop-card shop-pay-card" aria-labelledby="shop-pay-items-title">
            <h2 id="shop-pay-items-title" className="shop-pay-card__title">
              Состав заказа
            </h2>
            <PaymentLines lines={view.lines} />
          </section>
        </div>
        <section className="shop-card shop-pay-card shop-pay__summary" aria-labelledby="shop-pay-summary-title">
          <h2 id="shop-pay-summary-title" className="shop-pay-card__title">
            Итого
          </h2>
          <Totals view={view} />
          <PaymentAction services={services} orderId={orderId} state={view.state} deadline={view.deadline} onRefused={reload} />
        </section>
      </div>
    </PaymentLayout>
  );
}

function OrderDetails({ view }: { view: PaymentOrderView }) {
  const rows: readonly (readonly [string, ReactNode] | null)[] = [
    ['ФИО', view.fullName],
    ['Email', view.email],
    ['Телефон', view.phone],
    ['Способ доставки', view.deliveryLabel],
    view.address ? ['Адрес доставки', view.address] : null,
    view.pickupAddress ? ['Адрес самовывоза', view.pickupAddress] : null,
    view.deliveryPrice ? ['Стоимость доставки', view.deliveryPrice] : null,
    [
      'Статус',
      <span className={`shop-pay-status shop-pay-status--${view.status.colour}`} data-testid="payment-status">
        {view.status.label}
      </span>,
    ],
  ];
  return (
    <dl className="shop-pay-details" data-testid="payment-details">
      {rows.map(
        (row) =>
          row && (
            <div key={row[0]} className="shop-pay-details__row">
              <dt>{row[0]}</dt>
              <dd>{row[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}

function Totals({ view }: { view: PaymentOrderView }) {
  return (
    <dl className="shop-pay-totals" data-testid="payment-totals">
      <div className="shop-pay-totals__row">
        <dt>Товары</dt>
        <dd>{view.totals.goods}</dd>
      </div>
      {view.totals.discount && (
        <div className="shop-pay-totals__row" data-testid="payment-discount">
          <dt>{view.totals.discount.label}</dt>
          <dd>{view.totals.discount.amount}</dd>
        </div>
      )}
      {view.totals.delivery && (
        <div className="shop-pay-totals__row">
          <dt>Доставка</dt>
          <dd>{view.totals.delivery}</dd>
        </div>
      )}
      <div className="shop-pay-totals__row shop-pay-totals__row--grand">
        <dt>Итого к оплате</dt>
        <dd data-testid="payment-grand-total">{view.totals.total}</dd>
      </div>
    </dl>
  );
}

const STATE_NOTES: Readonly<Record<Exclude<PaymentState, 'payable'>, { tone: 'success' | 'info' | 'error'; text: string }>> = {
  paid: { tone: 'success', text: PAYMENT_TEXTS.paid },
  'awaiting-approval': { tone: 'info', text: PAYMENT_TEXTS.awaitingApproval },
  canceled: { tone: 'error', text: PAYMENT_TEXTS.canceled },
  refunded: { tone: 'info', text: PAYMENT_TEXTS.refunded },
  unavailable: { tone: 'info', text: PAYMENT_TEXTS.unavailable },
};

interface ActionProps {
  readonly services: ShellServices;
  readonly orderId: number;
  readonly state: PaymentState;
  readonly deadline: string | null;
  /** The server refused the payment (409: paid meanwhile, cancelled): read the order again. */
  readonly onRefused: () => void;
}

/** The method and the Pay button for a payable order (spec §4 busy state, §8 texts); otherwise why there is none. */
function PaymentAction({ services, orderId, state, deadline, onRefused }: ActionProps) {
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  // Coming back from the provider's page with the browser's Back button restores this page from
  // the back-forward cache, still busy: make the button usable again and re-read the order.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setBusy(false);
      onRefused();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [onRefused]);

  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    const outcome = await startPayment(services.http, orderId, method, window.location.origin);
    if (outcome.ok) {
      // The page is being left for the provider's: it stays busy until then.
      window.location.assign(outcome.confirmationUrl);
      return;
    }
    inFlight.current = false;
    setBusy(false);
    setError(outcome.message);
    if (outcome.status === 409) onRefused();
  };

  if (state !== 'payable') {
    const note = STATE_NOTES[state];
    return (
      <div className={`shop-pay-alert shop-pay-alert--${note.tone}`} data-testid={`payment-note-${state}`}>
        <p>{note.text}</p>
        {error && <p className="shop-pay__error">{error}</p>}
        <Link to={ORDER_HISTORY_PATH} className="shop-text-link">
          {PAYMENT_TEXTS.history}
        </Link>
      </div>
    );
  }
  return (
    <div className="shop-pay__action">
      {deadline && (
        <p className="shop-pay__deadline" data-testid="payment-deadline">
          {deadline}
        </p>
      )}
      <PaymentMethodChoice value={method} onChange={setMethod} disabled={busy} />
      <button
        type="button"
        className="shop-button shop-button--accent shop-pay__button"
        onClick={() => void pay()}
        disabled={busy}
        aria-busy={busy}
        data-testid="payment-pay"
      >
        {busy ? PAYMENT_TEXTS.preparing : PAYMENT_TEXTS.pay}
      </button>
      <p className="shop-pay__error" role="alert" data-testid="payment-error">
        {error}
      </p>
      <p className="shop-pay__note">{PAYMENT_TEXTS.redirectNote}</p>
    </div>
  );
}
