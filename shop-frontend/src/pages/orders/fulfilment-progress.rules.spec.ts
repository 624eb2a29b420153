import type { CustomerOrderDto } from '@shop/domain';
import { fulfilmentProgress } from './fulfilment-progress.rules';

type Progressing = Pick<CustomerOrderDto, 'status' | 'delivery_type' | 'fulfilment_stage'>;

const paid = (delivery_type: Progressing['delivery_type'], fulfilment_stage: Progressing['fulfilment_stage']): Progressing => ({
  status: 'paid',
  delivery_type,
  fulfilment_stage,
});

/** The steps as 'label:state', easy to read in a failure. */
const steps = (order: Progressing) => {
  const progress = fulfilmentProgress(order);
  return progress?.kind === 'under-way' ? progress.steps.map((step) => `${step.label}:${step.state}`) : progress;
};

describe("a paid order's progress", () => {
  it('says a paid order waits to be assembled until the florist starts', () => {
    expect(fulfilmentProgress(paid('yandex', null))).toEqual({ kind: 'waiting' });
    expect(fulfilmentProgress(paid('pickup', null))).toEqual({ kind: 'waiting' });
  });

  it('walks the courier route with the current stage highlighted', () => {
    expect(steps(paid('yandex', 'assembling'))).toEqual(['Собирается:current', 'Готов к отправке:upcoming', 'Передан курьеру:upcoming', 'Доставлен:upcoming']);
    expect(steps(paid('moscow', 'out_for_delivery'))).toEqual(['Собирается:done', 'Готов к отправке:done', 'Передан курьеру:current', 'Доставлен:upcoming']);
    expect(steps(paid('yandex', 'delivered'))).toEqual(['Собирается:done', 'Готов к отправке:done', 'Передан курьеру:done', 'Доставлен:current']);
  });

  it('walks the shorter pickup route', () => {
    expect(steps(paid('pickup', 'ready'))).toEqual(['Собирается:done', 'Готов к выдаче:current', 'Получен:upcoming']);
    expect(steps(paid('pickup', 'picked_up'))).toEqual(['Собирается:done', 'Готов к выдаче:done', 'Получен:current']);
  });

  it('shows nothing before payment, after a refund or rejection, or for a stage off the route', () => {
    for (const status of ['pending', 'confirmed', 'canceled', 'refunded'] as const) {
      expect(fulfilmentProgress({ status, delivery_type: 'yandex', fulfilment_stage: null })).toBeNull();
    }
    expect(fulfilmentProgress({ status: 'refunded', delivery_type: 'yandex', fulfilment_stage: 'assembling' })).toBeNull();
    expect(fulfilmentProgress(paid('pickup', 'out_for_delivery'))).toBeNull();
  });
});
