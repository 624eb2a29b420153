import { describe, expect, it } from '@jest/globals';
import type { FulfilmentView } from '../components/fulfilment.rules';
import { overridable, overrideQuestion, stageMoveQuestion } from './stage-move.rules';

const ready: FulfilmentView = {
  delivery_type: 'yandex',
  fulfilment_stage: 'ready',
  next_fulfilment_stage: 'out_for_delivery',
  fulfilment_route: ['assembling', 'ready', 'out_for_delivery', 'delivered'],
  allowed_actions: ['advance-fulfilment', 'refund'],
  photo_url: '/uploads/a.png',
  photo_approved: false,
  photo_comment: 'Без лилий',
};

describe('moving a stage on the deliveries board', () => {
  it('asks naming the order and the next stage', () => {
    expect(stageMoveQuestion(12, 'Передан курьеру')).toBe('Перевести заказ №12 в «Передан курьеру»?');
  });

  it("offers to override only a conflict over the customer's «Хочу изменить» on a move past «Готов»", () => {
    expect(overridable(ready, 'out_for_delivery', 409)).toBe(true);
    expect(overridable(ready, 'out_for_delivery', 400)).toBe(false);
    expect(overridable({ ...ready, photo_approved: true }, 'out_for_delivery', 409)).toBe(false);
    expect(overridable({ ...ready, photo_approved: null }, 'out_for_delivery', 409)).toBe(false);
    expect(overridable({ ...ready, fulfilment_stage: 'assembling' }, 'ready', 409)).toBe(false);
  });

  it("quotes the server's refusal and says the decision is recorded", () => {
    expect(overrideQuestion(12, 'Передан курьеру', 'Покупатель просил изменить букет.')).toBe(
      'Покупатель просил изменить букет. Перевести заказ №12 в «Передан курьеру» без изменений букета? Решение запишется в историю заказа.',
    );
  });
});
