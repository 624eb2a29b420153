import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { OrderTimeline } from './order-timeline.component';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'children'> {
  readonly orderId: number;
  /** Modifiers of the card ('adm-order--pending'). */
  readonly className?: string;
  /** Before the heading (the selection checkbox of 'All orders'). */
  readonly lead?: ReactNode;
  /** After the heading: status, time or sum. */
  readonly head: ReactNode;
  readonly children: ReactNode;
}

/** A card of one order, headed 'Заказ №N' (the card's accessible name), with its head row, body and the history of what the staff did to it. */
export function OrderCard({ orderId, className, lead, head, children, ...article }: Props) {
  const titleId = useId();
  return (
    <article className={className ? `adm-order ${className}` : 'adm-order'} aria-labelledby={titleId} {...article}>
      <header className="adm-order__head">
        {lead}
        <h3 id={titleId} className="adm-order__title">
          Заказ №{orderId}
        </h3>
        {head}
      </header>
      {children}
      <OrderTimeline orderId={orderId} />
    </article>
  );
}
