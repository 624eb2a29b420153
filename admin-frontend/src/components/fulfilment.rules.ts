import { fulfilmentStageLabel, type AdminOrderFactsDto, type DeliveryType, type FulfilmentStage, type OrderAction } from '@shop/domain';

/** What an admin card knows of the florist's work on an order. */
export type FulfilmentView = Pick<
  AdminOrderFactsDto,
  'fulfilment_stage' | 'next_fulfilment_stage' | 'fulfilment_route' | 'photo_url' | 'photo_approved' | 'photo_comment'
> & {
  readonly delivery_type: DeliveryType;
  readonly allowed_actions: readonly OrderAction[];
};

/** A paid order the florist has not started on yet. */
export const STAGE_NOT_STARTED = 'Не начат';

/** The stage as the cards name it; null while the florist has nothing to do (not paid yet, refunded before work). */
export function fulfilmentStageText(order: FulfilmentView): string | null {
  if (order.fulfilment_stage) return fulfilmentStageLabel(order.fulfilment_stage, order.delivery_type);
  return order.next_fulfilment_stage ? STAGE_NOT_STARTED : null;
}

export type StageStepState = 'done' | 'next' | 'later';

export interface StageStep {
  readonly stage: FulfilmentStage;
  readonly label: string;
  /** done: reached; next: the one stage the admin may mark now; later: not yet. */
  readonly state: StageStepState;
}

/** The order's route as a row of steps: the stages reached, the one that may follow (if the server allows it), the rest. */
export function stageSteps(order: FulfilmentView): StageStep[] {
  const reached = order.fulfilment_stage === null ? -1 : order.fulfilment_route.indexOf(order.fulfilment_stage);
  const canAdvance = order.allowed_actions.includes('advance-fulfilment');
  return order.fulfilment_route.map((stage, index) => ({
    stage,
    label: fulfilmentStageLabel(stage, order.delivery_type),
    state: index <= reached ? 'done' : canAdvance && stage === order.next_fulfilment_stage ? 'next' : 'later',
  }));
}

export type PhotoAnswerKind = 'waiting' | 'approved' | 'change';

export interface PhotoAnswer {
  readonly kind: PhotoAnswerKind;
  readonly text: string;
  /** The customer's words, when they wrote any. */
  readonly comment: string | null;
}

export const PHOTO_ANSWER_TEXTS: { readonly [K in PhotoAnswerKind]: string } = {
  waiting: 'Покупатель ещё не ответил на фото',
  approved: 'Покупатель одобрил букет',
  change: 'Покупатель хочет изменить букет',
};

/** The customer's answer to the bouquet's photo; null while there is no photo. */
export function photoAnswer(order: FulfilmentView): PhotoAnswer | null {
  if (!order.photo_url) return null;
  const kind: PhotoAnswerKind = order.photo_approved === null ? 'waiting' : order.photo_approved ? 'approved' : 'change';
  return { kind, text: PHOTO_ANSWER_TEXTS[kind], comment: kind === 'waiting' ? null : order.photo_comment };
}

/** The customer asked for changes to the photographed bouquet: every card showing it says so loudly. */
export const wantsChanges = (order: FulfilmentView): boolean => photoAnswer(order)?.kind === 'change';

/** One stage marked over a change request, as the card says it: «Передан курьеру» — admin, 12 мая 2026 г., 14:05 МСК. */
export const overrideLine = (order: Pick<FulfilmentView, 'delivery_type'>, stage: FulfilmentStage, admin: string | null, when: string): string =>
  `«${fulfilmentStageLabel(stage, order.delivery_type)}» — ${admin ?? 'администратор'}, ${when}`;
