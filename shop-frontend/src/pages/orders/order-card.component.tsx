import {
  formatCustomerLineSum,
  isCollectedBouquet,
  moneyOf,
  orderHistoryStatusDisplay,
  type CustomerOrderDto,
  type CustomerOrderItemDto,
  type CustomerReviewDto,
  type ShellHttpClient,
} from '@shop/domain';
import { Link } from 'react-router';
import { ProductImage } from '../../components/product-image.component';
import { firstImage } from '../cart/cart-lines.rules';
import { CompositionList } from '../cart/composition-list.component';
import { BouquetPhoto } from './bouquet-photo.component';
import { FulfilmentProgressSection } from './fulfilment-progress.component';
import { OrderMoney } from './order-money.component';
import { awaitsDeliveryPrice, cardText, orderFacts, payableTotal, paymentDeadlineOf } from './order-card.rules';
import type { AnswerPhoto } from './photo-answer.component';
import { OrderReview, type WriteReview } from './order-review.component';
import { RepeatOrderButton } from './repeat-order.component';

interface Props {
  readonly order: CustomerOrderDto;
  readonly onAnswerPhoto: AnswerPhoto;
  /** The customer's review of this order, when written. */
  readonly review?: CustomerReviewDto;
  readonly onWriteReview: WriteReview;
  readonly http: ShellHttpClient;
}

/** One order of the history (spec §2 'Customer order history'), with the florist's progress and photo once paid. */
export function OrderCard({ order, onAnswerPhoto, review, onWriteReview, http }: Props) {
  const status = orderHistoryStatusDisplay(order.status, order.cancel_reason);
  const payable = payableTotal(order);
  const deadline = paymentDeadlineOf(order);
  const card = cardText(order);
  const titleId = `order-${order.order_id}-title`;
  return (
    <article className="shop-order" aria-labelledby={titleId} data-testid="order-card">
      <header className="shop-order__head">
        <h2 id={titleId} className="shop-order__title">
          Заказ № {order.order_id}
        </h2>
        <span className={`shop-order-status shop-order-status--${status.colour}`} data-testid="order-status">
          {status.label}
        </span>
      </header>
      {order.cancel_reason && (
        <p className="shop-order__canceled" data-testid="order-cancel-reason">
          Причина отмены: {order.cancel_reason}
        </p>
      )}
      <FulfilmentProgressSection order={order} />
      <BouquetPhoto order={order} onAnswer={onAnswerPhoto} />
      <OrderMoney order={order} />
      <dl className="shop-order__facts" data-testid="order-facts">
        {orderFacts(order).map((fact) => (
          <div key={fact.label} className="shop-order__fact">
            <dt>{fact.label}</dt>
            <dd data-testid={fact.testId}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {awaitsDeliveryPrice(order) && <p className="shop-order__note">Стоимость доставки администратор сообщит при подтверждении заказа.</p>}
      {card && (
        <div className="shop-order__card-text">
          <h3 className="shop-order__subtitle">Текст открытки</h3>
          <p className="shop-order__card-words" data-testid="order-card-text">
            {card}
          </p>
        </div>
      )}
      <h3 className="shop-visually-hidden">Товары заказа № {order.order_id}</h3>
      <ul className="shop-order__items">
        {order.items.map((item, index) => (
          <OrderItem key={`${index}-${item.title}`} item={item} />
        ))}
      </ul>
      {payable && (
        <div className="shop-order__pay">
          <p className="shop-order__payable">
            К оплате: <strong data-testid="order-payable">{payable}</strong>
          </p>
          {deadline && (
            <p className="shop-order__deadline" data-testid="order-deadline">
              {deadline}
            </p>
          )}
          <Link to={`/payment/order/${order.order_id}`} className="shop-button shop-button--accent">
            Перейти к оплате
          </Link>
        </div>
      )}
      <OrderReview order={order} review={review} onWrite={onWriteReview} />
      {order.items.length > 0 && <RepeatOrderButton orderId={order.order_id} http={http} />}
    </article>
  );
}

function OrderItem({ item }: { item: CustomerOrderItemDto }) {
  const bouquet = isCollectedBouquet(item);
  const image = firstImage([item.image_url ?? '', ...(bouquet ? item.composition.flatMap((entry) => entry.images) : [])]);
  return (
    <li className="shop-order-item" data-testid="order-item">
      <ProductImage src={image} className="shop-line-image shop-order-item__image" width={64} height={64} loading="lazy" alt="" />
      <div className="shop-order-item__body">
        <p className="shop-order-item__title">{item.title}</p>
        <p className="shop-order-item__sum" data-testid="order-item-sum">
          {formatCustomerLineSum({ quantity: item.quantity, unitPrice: moneyOf(item.price) })}
        </p>
      </div>
      {bouquet && (
        <div className="shop-order-item__composition">
          <CompositionList composition={item.composition} />
        </div>
      )}
    </li>
  );
}
