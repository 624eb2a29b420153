import { describe, expect, it } from '@jest/globals';
import { PROGRESS_NOT_STARTED } from '@shop/domain/testing';
import {
  PHOTO_ANSWER_TEXTS,
  STAGE_NOT_STARTED,
  fulfilmentStageText,
  overrideLine,
  photoAnswer,
  stageSteps,
  wantsChanges,
  type FulfilmentView,
} from './fulfilment.rules';

const courier: FulfilmentView = {
  delivery_type: 'yandex',
  ...PROGRESS_NOT_STARTED,
  next_fulfilment_stage: 'assembling',
  fulfilment_route: ['assembling', 'ready', 'out_for_delivery', 'delivered'],
  allowed_actions: ['advance-fulfilment', 'refund'],
};

const pickup: FulfilmentView = { ...courier, delivery_type: 'pickup', fulfilment_route: ['assembling', 'ready', 'picked_up'] };

const states = (order: FulfilmentView) => stageSteps(order).map((step) => `${step.label}:${step.state}`);

describe('fulfilment on the admin cards', () => {
  it('names the stage as the domain does, a paid order not started as such, and nothing before payment', () => {
    expect(fulfilmentStageText({ ...courier, fulfilment_stage: 'ready', next_fulfilment_stage: 'out_for_delivery' })).toBe('Готов к отправке');
    expect(fulfilmentStageText({ ...pickup, fulfilment_stage: 'ready', next_fulfilment_stage: 'picked_up' })).toBe('Готов к выдаче');
    expect(fulfilmentStageText(courier)).toBe(STAGE_NOT_STARTED);
    expect(fulfilmentStageText({ ...courier, next_fulfilment_stage: null, allowed_actions: [] })).toBeNull();
  });

  it('offers the first stage of an order not started and keeps the rest for later', () => {
    expect(states(courier)).toEqual(['Собирается:next', 'Готов к отправке:later', 'Передан курьеру:later', 'Доставлен:later']);
  });

  it('marks the stages reached as done and only the next one as open', () => {
    const ready = { ...courier, fulfilment_stage: 'ready', next_fulfilment_stage: 'out_for_delivery' } as const;
    expect(states(ready)).toEqual(['Собирается:done', 'Готов к отправке:done', 'Передан курьеру:next', 'Доставлен:later']);
  });

  it('follows the pickup route to its end, where nothing is open', () => {
    const collected = { ...pickup, fulfilment_stage: 'picked_up', next_fulfilment_stage: null, allowed_actions: [] } as const;
    expect(states(collected)).toEqual(['Собирается:done', 'Готов к выдаче:done', 'Получен:done']);
  });

  it('opens no stage the server does not allow (a refunded order)', () => {
    const refunded = { ...courier, fulfilment_stage: 'assembling', next_fulfilment_stage: 'ready', allowed_actions: [] } as const;
    expect(states(refunded)).toEqual(['Собирается:done', 'Готов к отправке:later', 'Передан курьеру:later', 'Доставлен:later']);
  });

  it("reads the customer's answer to the photo, with their words once they answered", () => {
    const photographed = { ...courier, fulfilment_stage: 'assembling', photo_url: '/uploads/photo.png' } as const;
    expect(photoAnswer(courier)).toBeNull();
    expect(photoAnswer(photographed)).toEqual({ kind: 'waiting', text: PHOTO_ANSWER_TEXTS.waiting, comment: null });
    expect(photoAnswer({ ...photographed, photo_approved: true, photo_comment: 'Спасибо!' })).toEqual({
      kind: 'approved',
      text: PHOTO_ANSWER_TEXTS.approved,
      comment: 'Спасибо!',
    });
    const change = { ...photographed, photo_approved: false, photo_comment: 'Меньше зелени' };
    expect(photoAnswer(change)).toEqual({ kind: 'change', text: 'Покупатель хочет изменить букет', comment: 'Меньше зелени' });
    expect(wantsChanges(change)).toBe(true);
    expect(wantsChanges(photographed)).toBe(false);
  });

  it('names the stage, the admin (or none, once the account is gone) and the time of an override', () => {
    expect(overrideLine(courier, 'out_for_delivery', 'admin', '12 мая 2026 г., 14:05 МСК')).toBe('«Передан курьеру» — admin, 12 мая 2026 г., 14:05 МСК');
    expect(overrideLine({ delivery_type: 'pickup' }, 'picked_up', null, '12 мая')).toBe('«Получен» — администратор, 12 мая');
  });
});
