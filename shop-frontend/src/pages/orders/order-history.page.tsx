import type { ShellServices } from '@shop/domain';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { useShellSession } from '../account/use-shell-session';
import { SignInRequired } from '../cart/sign-in-required.component';
import { OrderCard } from './order-card.component';
import { useOrders, usePhotoAnswer } from './orders.api';
import { useMyReviews, useWriteReview } from './reviews.api';
import './order-history.css';

const TITLE = 'История ваших заказов';

/** /orders/history (spec §2 'Customer order history'). */
export function OrderHistoryPage({ services }: { services: ShellServices }) {
  useDocumentTitle(TITLE);
  const session = useShellSession(services.session);
  return (
    <div className="shop-container shop-own-page shop-orders">
      <h1 className="shop-page-title">{TITLE}</h1>
      {session.token === null ? (
        <SignInRequired redirect="/orders/history">Войдите в аккаунт, чтобы увидеть свои заказы.</SignInRequired>
      ) : (
        <OrderList services={services} />
      )}
    </div>
  );
}

function OrderList({ services }: { services: ShellServices }) {
  const session = useShellSession(services.session);
  const { orders, loading } = useOrders(services.http, session);
  const answerPhoto = usePhotoAnswer(services.http, session);
  const reviews = useMyReviews(services.http, session);
  const writeReview = useWriteReview(services.http, services.session);
  if (loading) {
    return (
      <p className="shop-status" role="status">
        Загрузка заказов…
      </p>
    );
  }
  return (
    <>
      <OrderFlowBanner />
      {orders.length === 0 ? (
        <div className="shop-card shop-card--large shop-panel shop-orders__empty" data-testid="orders-empty">
          <p className="shop-orders__empty-title">У вас пока нет заказов</p>
          <Link to="/#products" className="shop-button shop-button--primary">
            Перейти в каталог
          </Link>
        </div>
      ) : (
        <div className="shop-orders__list">
          {orders.map((order) => (
            <OrderCard
              key={order.order_id}
              order={order}
              onAnswerPhoto={(payload) => answerPhoto(order.order_id, payload)}
              review={reviews.get(order.order_id)}
              onWriteReview={(payload, photo) => writeReview(order.order_id, payload, photo)}
              http={services.http}
            />
          ))}
        </div>
      )}
    </>
  );
}

/** The info banner: what happens to an order after it is placed. */
function OrderFlowBanner() {
  return (
    <section className="shop-orders__banner" aria-labelledby="orders-flow-title">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="shop-orders__banner-icon">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v5M12 8h.01" />
      </svg>
      <div>
        <h2 id="orders-flow-title" className="shop-orders__banner-title">
          Как проходит заказ
        </h2>
        <ol className="shop-orders__steps">
          <li>Администратор проверяет наличие, рассчитывает доставку и подтверждает заказ — мы сообщим вам об этом.</li>
          <li>После подтверждения у заказа появится кнопка «Перейти к оплате»: оплатите его онлайн: банковской картой, через СБП, SberPay или T-Pay.</li>
          <li>Мы соберём заказ и передадим курьеру или подготовим к самовывозу.</li>
          <li>Здесь же видно, как идут сборка и доставка. Если флорист пришлёт фото букета, одобрите его или напишите, что изменить.</li>
          <li>Получив заказ, оцените его. Понравилось — нажмите «Повторить заказ», и всё из него окажется в корзине по сегодняшним ценам.</li>
        </ol>
      </div>
    </section>
  );
}
