import { isCourierDelivery, type DeliveryType } from '../delivery/delivery-type.value-object';
import { err, ok, type Result } from '../shared/result';
import { createStateMachine, type TransitionTable } from '../shared/state-machine';
import { FULFILMENT_ERRORS, type FulfilmentError } from './fulfilment.errors';

/** The florist's work after payment. Courier: assembling → ready → out_for_delivery → delivered; pickup: assembling → ready → picked_up. */
export type FulfilmentStage = 'assembling' | 'ready' | 'out_for_delivery' | 'delivered' | 'picked_up';

export const FULFILMENT_STAGES: readonly FulfilmentStage[] = ['assembling', 'ready', 'out_for_delivery', 'delivered', 'picked_up'];

export const isFulfilmentStage = (value: unknown): value is FulfilmentStage => FULFILMENT_STAGES.includes(value as FulfilmentStage);

/** Where a paid order stands before the florist starts on it. */
type Position = FulfilmentStage | 'not_started';

export const COURIER_FULFILMENT = {
  not_started: { to: ['assembling'] },
  assembling: { to: ['ready'] },
  ready: { to: ['out_for_delivery'] },
  out_for_delivery: { to: ['delivered'] },
  delivered: { to: [] },
} as const satisfies TransitionTable<Exclude<Position, 'picked_up'>>;

export const PICKUP_FULFILMENT = {
  not_started: { to: ['assembling'] },
  assembling: { to: ['ready'] },
  ready: { to: ['picked_up'] },
  picked_up: { to: [] },
} as const satisfies TransitionTable<Exclude<Position, 'out_for_delivery' | 'delivered'>>;

const LABELS: { readonly [S in FulfilmentStage]: string } = {
  assembling: 'Собирается',
  ready: 'Готов',
  out_for_delivery: 'Передан курьеру',
  delivered: 'Доставлен',
  picked_up: 'Получен',
};

const stageLabel = (stage: FulfilmentStage, courier: boolean): string => {
  if (stage !== 'ready') return LABELS[stage];
  return courier ? 'Готов к отправке' : 'Готов к выдаче';
};

/** The stage named apart from any order, as a filter offers it: 'ready' is just «Готов». */
export const fulfilmentStageName = (stage: FulfilmentStage): string => LABELS[stage];

/** The stage as the screens and mails name it; 'ready' says what it is ready for. */
export const fulfilmentStageLabel = (stage: FulfilmentStage, deliveryType: DeliveryType): string => stageLabel(stage, isCourierDelivery(deliveryType));

interface Route {
  readonly stages: readonly FulfilmentStage[];
  advance(from: Position, to: FulfilmentStage): Result<FulfilmentStage, FulfilmentError>;
}

/** One route: its stages, and a machine that refuses a skipped stage, a step back or a stage of the other route with its reason. */
function route<S extends Position>(table: TransitionTable<S>, courier: boolean): Route {
  const positions = Object.keys(table) as S[];
  const onRoute = (position: Position): position is S => (positions as Position[]).includes(position);
  const label = (stage: Position) => (stage === 'not_started' ? '' : stageLabel(stage, courier));
  const machine = createStateMachine<S, void, FulfilmentError>({
    transitions: table,
    refuse: (from, to) => {
      if (from === to) return FULFILMENT_ERRORS.alreadyAt(label(to));
      if (positions.indexOf(to) < positions.indexOf(from)) return FULFILMENT_ERRORS.backwards(label(from));
      return FULFILMENT_ERRORS.skipped(label(positions[positions.indexOf(from) + 1]));
    },
  });
  return {
    stages: positions.filter((position): position is S & FulfilmentStage => position !== 'not_started'),
    advance: (from, to) => {
      if (!onRoute(to)) return err(FULFILMENT_ERRORS.notOnRoute(label(to), courier));
      if (!onRoute(from)) return err(FULFILMENT_ERRORS.notOnRoute(label(from), courier));
      const moved = machine.transitionTo(from, to, undefined);
      return moved.ok ? ok(to) : moved;
    },
  };
}

const COURIER_ROUTE = route(COURIER_FULFILMENT, true);
const PICKUP_ROUTE = route(PICKUP_FULFILMENT, false);

const routeFor = (deliveryType: DeliveryType): Route => (isCourierDelivery(deliveryType) ? COURIER_ROUTE : PICKUP_ROUTE);

/** The stages an order of this delivery type goes through, in order. */
export const fulfilmentRoute = (deliveryType: DeliveryType): readonly FulfilmentStage[] => routeFor(deliveryType).stages;

/** The stage that may follow `current` (null: work has not started), or null once the order is handed over. */
export const nextFulfilmentStage = (deliveryType: DeliveryType, current: FulfilmentStage | null): FulfilmentStage | null => {
  const { stages } = routeFor(deliveryType);
  return current === null ? stages[0] : (stages[stages.indexOf(current) + 1] ?? null);
};

/** One step along the order's route, or why not (skipped, backwards, not on this route). */
export const advanceFulfilmentStage = (
  deliveryType: DeliveryType,
  current: FulfilmentStage | null,
  to: FulfilmentStage,
): Result<FulfilmentStage, FulfilmentError> => routeFor(deliveryType).advance(current ?? 'not_started', to);

/** The stages while the bouquet is being assembled or waits to leave. */
export type PhotoStage = Extract<FulfilmentStage, 'assembling' | 'ready'>;

/** While the bouquet is being assembled or waits to leave, its photo can be taken and answered. */
export const PHOTO_STAGES: readonly PhotoStage[] = ['assembling', 'ready'];

export const isPhotoStage = (stage: FulfilmentStage): stage is PhotoStage => (PHOTO_STAGES as readonly FulfilmentStage[]).includes(stage);

/** Where an order past the photo stages already is, as 'Заказ уже …' goes on. */
const HANDED_OVER: { readonly [S in Exclude<FulfilmentStage, PhotoStage>]: string } = {
  out_for_delivery: 'передан курьеру',
  delivered: 'доставлен',
  picked_up: 'получен',
};

export const handedOverPhrase = (stage: Exclude<FulfilmentStage, PhotoStage>): string => HANDED_OVER[stage];

/** The order is on its way or in the customer's hands: what it took from the shop is used. */
export const hasLeftShop = (stage: FulfilmentStage): boolean => !isPhotoStage(stage);

/** The stages a customer is mailed about. */
export type CustomerToldStage = 'ready' | 'out_for_delivery' | 'delivered';

/** The stages the customer is mailed about: the order can be collected, is on its way, has arrived. */
export const customerIsToldAt = (stage: FulfilmentStage, deliveryType: DeliveryType): stage is CustomerToldStage =>
  stage === 'out_for_delivery' || stage === 'delivered' || (stage === 'ready' && !isCourierDelivery(deliveryType));
