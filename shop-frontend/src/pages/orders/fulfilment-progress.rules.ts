import { fulfilmentRoute, fulfilmentStageLabel, orderStage, type CustomerOrderDto, type FulfilmentStage } from '@shop/domain';

export type StepState = 'done' | 'current' | 'upcoming';

export interface ProgressStep {
  readonly stage: FulfilmentStage;
  readonly label: string;
  readonly state: StepState;
}

/** What a paid order's card says about the florist's work. */
export type FulfilmentProgress =
  /** Paid; the florist has not started on it yet. */
  | { readonly kind: 'waiting' }
  /** The stages of the order's route, the current one among them. */
  | { readonly kind: 'under-way'; readonly steps: readonly ProgressStep[] };

export const PROGRESS_TEXTS = {
  title: 'Выполнение заказа',
  waiting: 'Заказ оплачен и ждёт сборки.',
  /** Read out after a stage already passed. */
  done: 'пройден',
} as const;

const stateOf = (index: number, current: number): StepState => (index < current ? 'done' : index === current ? 'current' : 'upcoming');

/**
 * A paid order's progress along its route (courier or pickup), or null for an order that is not
 * paid (awaiting approval or payment, rejected, refunded) or whose stage is not on its route.
 */
export function fulfilmentProgress(order: Pick<CustomerOrderDto, 'status' | 'delivery_type' | 'fulfilment_stage'>): FulfilmentProgress | null {
  if (orderStage(order.status) !== 'paid') return null;
  if (order.fulfilment_stage === null) return { kind: 'waiting' };
  const route = fulfilmentRoute(order.delivery_type);
  const current = route.indexOf(order.fulfilment_stage);
  if (current < 0) return null;
  const steps = route.map((stage, index) => ({ stage, label: fulfilmentStageLabel(stage, order.delivery_type), state: stateOf(index, current) }));
  return { kind: 'under-way', steps };
}
