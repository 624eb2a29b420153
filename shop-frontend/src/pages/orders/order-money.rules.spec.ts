import { formatCustomerRoubles, Money } from '@shop/domain';
import { moneyLines } from './order-money.rules';

const rub = (roubles: number) => formatCustomerRoubles(Money.ofRoubles(roubles));

describe('order card: the money that moved', () => {
  it('says nothing before payment', () => {
    expect(moneyLines({ paid_amount: null, paid_at: null, payment_method: null, refunds: [] })).toEqual([]);
  });

  it('says what was charged, delivery included, how and with its Moscow time', () => {
    expect(moneyLines({ paid_amount: 13750, paid_at: '2026-05-12T11:05:00.000Z', payment_method: 'sbp', refunds: [] })).toEqual([
      { text: `Оплачено ${rub(13750)} · СБП`, at: '12 мая 2026 г., 14:05 МСК', reason: null, kind: 'paid' },
    ]);
    expect(moneyLines({ paid_amount: 13750, paid_at: '2026-05-12T11:05:00.000Z', payment_method: null, refunds: [] })[0].text).toBe(`Оплачено ${rub(13750)}`);
  });

  it('lists each refund after the payment, oldest first, with its time and reason', () => {
    const lines = moneyLines({
      paid_amount: 13750,
      paid_at: '2026-05-12T11:05:00.000Z',
      payment_method: 'bank_card',
      refunds: [
        { amount: 800, created_at: '2026-05-13T07:00:00.000Z', reason: 'Доставка не состоялась' },
        { amount: 12950.5, created_at: '2026-05-14T21:30:00.000Z', reason: 'Растение погибло при доставке' },
      ],
    });
    expect(lines.map((line) => [line.text, line.at, line.reason])).toEqual([
      [`Оплачено ${rub(13750)} · Банковская карта`, '12 мая 2026 г., 14:05 МСК', null],
      [`Возвращено ${rub(800)}`, '13 мая 2026 г., 10:00 МСК', 'Доставка не состоялась'],
      [`Возвращено ${rub(12950.5)}`, '15 мая 2026 г., 00:30 МСК', 'Растение погибло при доставке'],
    ]);
  });
});
