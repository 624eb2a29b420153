import type { FulfilmentStage } from './fulfilment.state-machine';
import type { OrderLine } from './order-line';
import type { PhotoResponse } from './order-photo.value-object';
import type { OrderCommandType, OrderStatus } from './order-status.state-machine';

/**
 * What happened to an order, recorded by the aggregate as it decides and written by the repository
 * with the order (history rows, the audit trail); the notifications follow from them.
 */
export type OrderEvent =
  | { readonly type: 'placed'; readonly at: Date }
  /** The checkout's contact step, the first time: the order is ready for the shop's review. */
  | { readonly type: 'contact-submitted'; readonly at: Date }
  /** The customer sent the contact step again while the order waits: the details changed, nobody is alerted again. */
  | { readonly type: 'contact-changed'; readonly at: Date }
  | {
      readonly type: 'status-changed';
      readonly from: OrderStatus;
      readonly to: OrderStatus;
      /** Which command moved it: a cancellation by the admin and by the payment deadline read differently. */
      readonly command: OrderCommandType;
      readonly at: Date;
    }
  /** The admin removed some of the lines (never the last: that deletes the order); `reason` is what the customer reads. */
  | { readonly type: 'lines-removed'; readonly lines: readonly OrderLine[]; readonly reason: string; readonly at: Date }
  | {
      readonly type: 'fulfilment-advanced';
      readonly from: FulfilmentStage | null;
      readonly to: FulfilmentStage;
      readonly at: Date;
      /** Set when the admin sent the bouquet on although the customer's latest answer asked to change it. */
      readonly overrodeChangeRequest?: true;
    }
  /** `replaced`: the address of the earlier photo this one replaces, for the storage to drop. */
  | { readonly type: 'photo-attached'; readonly url: string; readonly replaced: string | null; readonly at: Date }
  /** `alertShop`: the answer is news the shop must hear (photoAnswerAlertsShop). */
  | { readonly type: 'photo-answered'; readonly response: PhotoResponse; readonly alertShop: boolean }
  /** The admin deleted the order: it leaves the admin's lists (an open one is canceled by the shop first); `reason` as given. */
  | { readonly type: 'deleted'; readonly reason: string; readonly at: Date };

export type OrderStatusChange = Extract<OrderEvent, { type: 'status-changed' }>;

/** The status changes among `events`. */
export const statusChanges = (events: readonly OrderEvent[]): OrderStatusChange[] =>
  events.filter((event): event is OrderStatusChange => event.type === 'status-changed');
