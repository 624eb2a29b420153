import type { AdminPaidOrderDto } from '../api/admin-api.types';
import { formatDateTime } from '../format/admin-format';
import { fulfilmentStageText, overrideLine, photoAnswer, type FulfilmentView } from './fulfilment.rules';
import type { Fact } from './facts.component';

/** The florist's stage of a paid order; no fact while there is nothing to do. */
export function fulfilmentStageFact(order: FulfilmentView): Fact | null {
  const text = fulfilmentStageText(order);
  return text ? { label: 'Этап', value: text } : null;
}

/**
 * The bouquet's photo (a thumbnail opening the full picture) and the customer's answer. A request
 * for changes stands out in the warning colour with the customer's words, wherever the card is.
 */
export function OrderPhoto({ orderId, order }: { orderId: number; order: FulfilmentView }) {
  const answer = photoAnswer(order);
  if (!answer || !order.photo_url) return null;
  return (
    <figure className={`adm-photo adm-photo--${answer.kind}`} data-testid="bouquet-photo" data-answer={answer.kind}>
      <a className="adm-photo__link" href={order.photo_url} target="_blank" rel="noopener noreferrer">
        <img className="adm-photo__image" src={order.photo_url} alt={`Фото букета, заказ №${orderId}`} width={96} height={96} loading="lazy" />
      </a>
      <figcaption className="adm-photo__answer">
        <strong>{answer.text}</strong>
        {answer.comment && <span className="adm-photo__comment">«{answer.comment}»</span>}
      </figcaption>
    </figure>
  );
}

/**
 * The stages an admin marked although the customer had asked to change the bouquet, with who and
 * when (the order's history): the florist and the owner see that the bouquet left as it was.
 */
export function FulfilmentOverrides({ order }: { order: Pick<AdminPaidOrderDto, 'fulfilment_overrides' | 'delivery_type'> }) {
  if (order.fulfilment_overrides.length === 0) return null;
  return (
    <section className="adm-overrides" aria-label="Отмечено без изменений букета" data-testid="fulfilment-overrides">
      <strong>Отмечено без изменений букета, вопреки просьбе покупателя:</strong>
      <ul className="adm-overrides__list">
        {order.fulfilment_overrides.map((override) => (
          <li key={`${override.stage}-${override.at}`}>{overrideLine(order, override.stage, override.admin, formatDateTime(override.at))}</li>
        ))}
      </ul>
    </section>
  );
}
