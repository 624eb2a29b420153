import { heldForPhotoChange, type FulfilmentStage } from '@shop/domain';
import type { FulfilmentView } from '../components/fulfilment.rules';

/** The question before every stage move: «Перевести заказ №12 в «Передан курьеру»?». */
export const stageMoveQuestion = (orderId: number, stageLabel: string): string => `Перевести заказ №${orderId} в «${stageLabel}»?`;

/** The title of the second question, asked when the server refused a move over the customer's «Хочу изменить». */
export const OVERRIDE_TITLE = 'Покупатель просил изменить букет';

/** The server's refusal, then whether to send the bouquet on as it is; the answer is kept in the order's history. */
export const overrideQuestion = (orderId: number, stageLabel: string, refusal: string): string =>
  `${refusal} Перевести заказ №${orderId} в «${stageLabel}» без изменений букета? Решение запишется в историю заказа.`;

/**
 * Whether a refused move may be confirmed over the customer's request: the server said 409 and the
 * domain's rule holds the move (the latest answer is «Хочу изменить», the stage is past «Готов»).
 */
export const overridable = (order: FulfilmentView, stage: FulfilmentStage, status: number): boolean =>
  status === 409 && heldForPhotoChange(order.photo_approved, stage);
