import type { OrderTimelineAction } from '../contract/staff.contract';
import { isCourierDelivery, type DeliveryType } from '../delivery/delivery-type.value-object';
import { DISPLAY_DECIMALS, formatRoubles } from '../money/money.format';
import type { Money } from '../money/money.value-object';
import { fulfilmentStageLabel, isFulfilmentStage } from './fulfilment.state-machine';
import { orderStatusPaymentDisplay } from './order-status.display';

/** One recorded fact of an order's history, as the history rows and the audit trail keep it. */
export type OrderHistoryFact =
  | { readonly kind: 'status'; readonly from: string; readonly to: string; readonly note: string | null; readonly byActor: boolean }
  | { readonly kind: 'fulfilment'; readonly from: string; readonly to: string; readonly overrode: boolean }
  | { readonly kind: 'audit'; readonly action: string; readonly reason: string | null; readonly lines: number };

/** What the order's row says that the facts refer to: the delivery price set on approval, the refund's amount and reason. */
export interface OrderTimelineContext {
  readonly deliveryType: DeliveryType;
  readonly deliveryPrice: Money | null;
  readonly refund: { readonly amount: Money; readonly reason: string } | null;
}

export interface TimelineReading {
  readonly action: OrderTimelineAction;
  readonly details: string | null;
}

const roubles = (money: Money) => formatRoubles(money, { decimals: DISPLAY_DECIMALS.admin });
const status = (name: string) => orderStatusPaymentDisplay(name).label;
const stage = (name: string, context: OrderTimelineContext) => (isFulfilmentStage(name) ? fulfilmentStageLabel(name, context.deliveryType) : 'Не начат');
const withReason = (text: string, reason: string | null) => (reason ? `${text}. Причина: ${reason}` : text);

/**
 * How the order's card names a recorded fact: approval (with the delivery price), rejection,
 * refund, stages, the photo, deletions and removed lines; any other status change as «from → to».
 */
export function readTimelineFact(fact: OrderHistoryFact, context: OrderTimelineContext): TimelineReading {
  if (fact.kind === 'fulfilment') {
    const text = `${stage(fact.from, context)} → ${stage(fact.to, context)}`;
    return { action: 'stage', details: fact.overrode ? `${text} (несмотря на просьбу клиента изменить букет)` : text };
  }
  if (fact.kind === 'audit') {
    if (fact.action === 'order.deleted') return { action: 'delete', details: fact.reason ? `Причина: ${fact.reason}` : null };
    if (fact.action === 'order.line_deleted') return { action: 'line-removed', details: withReason(`Удалено позиций: ${fact.lines}`, fact.reason) };
    return { action: 'photo', details: null };
  }
  if (fact.from === 'pending' && fact.to === 'confirmed') {
    const priced = context.deliveryPrice !== null && isCourierDelivery(context.deliveryType);
    return { action: 'approve', details: priced && context.deliveryPrice ? `Доставка: ${roubles(context.deliveryPrice)}` : null };
  }
  if (fact.from === 'pending' && fact.to === 'canceled' && fact.byActor && fact.note === null) return { action: 'reject', details: null };
  if (fact.to === 'refunded') return { action: 'refund', details: context.refund ? withReason(roubles(context.refund.amount), context.refund.reason) : null };
  return { action: 'status', details: withReason(`${status(fact.from)} → ${status(fact.to)}`, fact.to === 'canceled' ? fact.note : null) };
}
