import { DISPLAY_DECIMALS, formatRoubles } from '../money/money.format';
import { Money } from '../money/money.value-object';
import { readTimelineFact, type OrderTimelineContext } from './order-timeline';

const courier: OrderTimelineContext = { deliveryType: 'yandex', deliveryPrice: Money.ofKopecks(45050), refund: null };
const pickup: OrderTimelineContext = { deliveryType: 'pickup', deliveryPrice: null, refund: { amount: Money.ofKopecks(100000), reason: 'Брак' } };
const roubles = (kopecks: number) => formatRoubles(Money.ofKopecks(kopecks), { decimals: DISPLAY_DECIMALS.admin });

describe('reading an order’s recorded facts for its timeline', () => {
  it('an approval names the delivery price when there is one', () => {
    const approval = { kind: 'status', from: 'pending', to: 'confirmed', note: null, byActor: true } as const;
    expect(readTimelineFact(approval, courier)).toEqual({ action: 'approve', details: `Доставка: ${roubles(45050)}` });
    expect(readTimelineFact(approval, pickup)).toEqual({ action: 'approve', details: null });
    expect(readTimelineFact(approval, { ...pickup, deliveryPrice: Money.ZERO })).toEqual({ action: 'approve', details: null });
  });

  it('a rejection is the admin’s cancellation of a pending order with no reason; a deletion’s cancellation carries the reason', () => {
    expect(readTimelineFact({ kind: 'status', from: 'pending', to: 'canceled', note: null, byActor: true }, courier)).toEqual({
      action: 'reject',
      details: null,
    });
    expect(readTimelineFact({ kind: 'status', from: 'confirmed', to: 'canceled', note: 'Нет цветов', byActor: true }, courier)).toEqual({
      action: 'status',
      details: 'Подтверждён → Отменён. Причина: Нет цветов',
    });
    expect(readTimelineFact({ kind: 'status', from: 'confirmed', to: 'canceled', note: null, byActor: false }, courier)).toEqual({
      action: 'status',
      details: 'Подтверждён → Отменён',
    });
    expect(readTimelineFact({ kind: 'status', from: 'confirmed', to: 'paid', note: 'payment p1', byActor: false }, courier)).toEqual({
      action: 'status',
      details: 'Подтверждён → Оплачен',
    });
  });

  it('a refund names the amount and the reason when the refund is known', () => {
    const refunded = { kind: 'status', from: 'paid', to: 'refunded', note: null, byActor: true } as const;
    expect(readTimelineFact(refunded, pickup)).toEqual({ action: 'refund', details: `${roubles(100000)}. Причина: Брак` });
    expect(readTimelineFact(refunded, courier)).toEqual({ action: 'refund', details: null });
  });

  it('stages by their names for the delivery type, and an override of the customer’s change request', () => {
    expect(readTimelineFact({ kind: 'fulfilment', from: 'not_started', to: 'assembling', overrode: false }, courier)).toEqual({
      action: 'stage',
      details: 'Не начат → Собирается',
    });
    expect(readTimelineFact({ kind: 'fulfilment', from: 'assembling', to: 'ready', overrode: true }, pickup)).toEqual({
      action: 'stage',
      details: 'Собирается → Готов к выдаче (несмотря на просьбу клиента изменить букет)',
    });
  });

  it('the audit trail: deletion, removed lines and the photo', () => {
    expect(readTimelineFact({ kind: 'audit', action: 'order.deleted', reason: 'Дубль', lines: 1 }, courier)).toEqual({
      action: 'delete',
      details: 'Причина: Дубль',
    });
    expect(readTimelineFact({ kind: 'audit', action: 'order.deleted', reason: null, lines: 1 }, courier)).toEqual({ action: 'delete', details: null });
    expect(readTimelineFact({ kind: 'audit', action: 'order.line_deleted', reason: null, lines: 2 }, courier)).toEqual({
      action: 'line-removed',
      details: 'Удалено позиций: 2',
    });
    expect(readTimelineFact({ kind: 'audit', action: 'order.photo_attached', reason: null, lines: 0 }, courier)).toEqual({ action: 'photo', details: null });
  });
});
