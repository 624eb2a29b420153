import type { CustomerOrderDto } from '@shop/domain';
import { lazy, Suspense } from 'react';
import type { AnswerPhoto } from './photo-answer.component';
import { AnswerSummary } from './photo-answer-summary.component';
import { mayAnswerPhoto, PHOTO_TEXTS, photoAnswerSummary } from './photo-answer.rules';

// The answer panel, and with it the shared UI module (form field, toast), loads only for an order
// whose photo may be answered: the history of everyone else renders without either.
const PhotoAnswer = lazy(() => import('./photo-answer.component').then((m) => ({ default: m.PhotoAnswer })));

interface Props {
  readonly order: CustomerOrderDto;
  readonly onAnswer: AnswerPhoto;
}

/** The florist's photo of the assembled bouquet, and the customer's answer to it while it may still change. */
export function BouquetPhoto({ order, onAnswer }: Props) {
  if (!order.photo_url) return null;
  const titleId = `order-${order.order_id}-photo-title`;
  const summary = photoAnswerSummary(order);
  const answered = summary && <AnswerSummary text={summary} />;
  return (
    <section className="shop-order-photo" aria-labelledby={titleId} data-testid="order-photo">
      <h3 id={titleId} className="shop-order__subtitle">
        {PHOTO_TEXTS.title}
      </h3>
      <div className="shop-order-photo__layout">
        <a href={order.photo_url} target="_blank" rel="noopener noreferrer" className="shop-order-photo__link">
          <img src={order.photo_url} alt={PHOTO_TEXTS.alt(order.order_id)} className="shop-order-photo__image" width={640} height={640} loading="lazy" />
          <span className="shop-order-photo__open">
            {PHOTO_TEXTS.open}
            <span className="shop-visually-hidden"> {PHOTO_TEXTS.newTab}</span>
          </span>
        </a>
        {mayAnswerPhoto(order) ? (
          <Suspense fallback={answered}>
            {/* A new photo awaits a new answer: the panel starts afresh. */}
            <PhotoAnswer key={order.photo_url} order={order} summary={summary} onAnswer={onAnswer} />
          </Suspense>
        ) : (
          answered
        )}
      </div>
    </section>
  );
}
