import { FULFILMENT_ERRORS } from './fulfilment.errors';
import {
  COURIER_FULFILMENT,
  PICKUP_FULFILMENT,
  advanceFulfilmentStage,
  customerIsToldAt,
  fulfilmentRoute,
  fulfilmentStageLabel,
  isFulfilmentStage,
  nextFulfilmentStage,
} from './fulfilment.state-machine';

describe('fulfilment routes', () => {
  it('are two transition tables: courier and pickup, one step at a time', () => {
    expect(COURIER_FULFILMENT).toEqual({
      not_started: { to: ['assembling'] },
      assembling: { to: ['ready'] },
      ready: { to: ['out_for_delivery'] },
      out_for_delivery: { to: ['delivered'] },
      delivered: { to: [] },
    });
    expect(PICKUP_FULFILMENT).toEqual({
      not_started: { to: ['assembling'] },
      assembling: { to: ['ready'] },
      ready: { to: ['picked_up'] },
      picked_up: { to: [] },
    });
    expect(fulfilmentRoute('moscow')).toEqual(['assembling', 'ready', 'out_for_delivery', 'delivered']);
    expect(fulfilmentRoute('yandex')).toEqual(fulfilmentRoute('moscow'));
    expect(fulfilmentRoute('pickup')).toEqual(['assembling', 'ready', 'picked_up']);
  });

  it('name the next stage, and none once the order is handed over', () => {
    expect(nextFulfilmentStage('yandex', null)).toBe('assembling');
    expect(nextFulfilmentStage('yandex', 'ready')).toBe('out_for_delivery');
    expect(nextFulfilmentStage('pickup', 'ready')).toBe('picked_up');
    expect(nextFulfilmentStage('yandex', 'delivered')).toBeNull();
    expect(nextFulfilmentStage('pickup', 'picked_up')).toBeNull();
  });

  it('move only to the next stage and say why not otherwise', () => {
    expect(advanceFulfilmentStage('pickup', null, 'assembling')).toEqual({ ok: true, value: 'assembling' });
    expect(advanceFulfilmentStage('pickup', null, 'picked_up')).toEqual({ ok: false, error: FULFILMENT_ERRORS.skipped('Собирается') });
    expect(advanceFulfilmentStage('pickup', 'picked_up', 'ready')).toEqual({ ok: false, error: FULFILMENT_ERRORS.backwards('Получен') });
    expect(advanceFulfilmentStage('moscow', 'delivered', 'delivered')).toEqual({ ok: false, error: FULFILMENT_ERRORS.alreadyAt('Доставлен') });
    expect(advanceFulfilmentStage('pickup', 'ready', 'delivered')).toEqual({ ok: false, error: FULFILMENT_ERRORS.notOnRoute('Доставлен', false) });
    expect(advanceFulfilmentStage('moscow', 'picked_up', 'delivered')).toEqual({ ok: false, error: FULFILMENT_ERRORS.notOnRoute('Получен', true) });
  });

  it('speak Russian, with ready saying what for', () => {
    expect(fulfilmentStageLabel('ready', 'yandex')).toBe('Готов к отправке');
    expect(fulfilmentStageLabel('ready', 'pickup')).toBe('Готов к выдаче');
    expect(fulfilmentStageLabel('out_for_delivery', 'moscow')).toBe('Передан курьеру');
    expect(FULFILMENT_ERRORS.skipped('Собирается').message).toBe('Этапы идут по порядку: сначала отметьте «Собирается»');
  });

  it('tell the customer when the order can be collected, leaves and arrives', () => {
    expect(customerIsToldAt('ready', 'pickup')).toBe(true);
    expect(customerIsToldAt('ready', 'yandex')).toBe(false);
    expect(customerIsToldAt('assembling', 'pickup')).toBe(false);
    expect(customerIsToldAt('out_for_delivery', 'yandex')).toBe(true);
    expect(customerIsToldAt('delivered', 'moscow')).toBe(true);
    expect(customerIsToldAt('picked_up', 'pickup')).toBe(false);
  });

  it('recognise a stage name from the wire', () => {
    expect(isFulfilmentStage('out_for_delivery')).toBe(true);
    expect(isFulfilmentStage('toString')).toBe(false);
    expect(isFulfilmentStage(3)).toBe(false);
  });
});
