import { DELIVERY_ERRORS, Money, ORDER_ERRORS, type ContactForm } from '@shop/domain';
import { InMemoryOrders, ScriptedQuotes, confirmedOrder, pendingOrder } from '../../testing/orders.fakes';
import { FixedClock, ImmediateTransactions } from '../../testing/shared.fakes';
import { SubmitOrderContact } from './submit-order-contact.command';

/** 09:00 in Moscow on 1 May 2026: today's slots from 13:00 are open. */
const clock = new FixedClock(new Date('2026-05-01T06:00:00Z'));

const form = (change: Partial<ContactForm> = {}): ContactForm => ({
  deliveryType: 'yandex',
  fullName: 'Иванова Анна',
  phone: '+79161234567',
  email: null,
  city: 'Москва',
  address: 'ул. Тверская, 7',
  consent: true,
  recipientName: null,
  recipientPhone: null,
  cardText: 'С днём рождения!',
  deliveryDate: '2026-05-01',
  deliverySlot: '16-19',
  ...change,
});

function setup(quotes = new ScriptedQuotes({ ok: true, price: Money.ofRoubles(700), note: 'Тариф по Москве: в пределах МКАД' })) {
  const orders = new InMemoryOrders();
  orders.add(pendingOrder());
  return { orders, quotes, submit: new SubmitOrderContact(new ImmediateTransactions(), orders.repository, quotes, clock) };
}

describe('SubmitOrderContact', () => {
  it('stores a courier order\'s details with the suggested price for the admin', async () => {
    const { orders, quotes, submit } = setup();
    expect(await submit.execute(5, 7, form())).toEqual({ ok: true, value: undefined });
    const order = orders.orders.get(7)!;
    expect(order.contact).toMatchObject({ fullName: 'Иванова Анна', cardText: 'С днём рождения!', submittedAt: clock.now() });
    expect(order.deliveryPrice).toBeNull();
    expect(order.deliveryQuote).toEqual({ price: Money.ofRoubles(700), note: 'Тариф по Москве: в пределах МКАД' });
    expect(quotes.asked).toEqual([{ city: 'Москва', address: 'ул. Тверская, 7', deliveryDate: '2026-05-01', deliverySlot: '16-19' }]);
    expect(orders.saves.map((save) => save.actorUserId)).toEqual([5]);
  });

  it('lets the admin price it by hand when the quote fails', async () => {
    const { orders, submit } = setup(new ScriptedQuotes(new Error('timeout')));
    await submit.execute(5, 7, form());
    expect(orders.orders.get(7)?.deliveryQuote).toEqual({ price: null, note: 'Расчёт стоимости доставки недоступен — укажите цену вручную' });
    const noPrice = setup(new ScriptedQuotes({ ok: false, note: 'Адрес не найден' }));
    await noPrice.submit.execute(5, 7, form());
    expect(noPrice.orders.orders.get(7)?.deliveryQuote).toEqual({ price: null, note: 'Адрес не найден' });
  });

  it('asks no quote for a pickup, which is free', async () => {
    const { orders, quotes, submit } = setup();
    await submit.execute(5, 7, form({ deliveryType: 'pickup', address: '', deliveryDate: null, deliverySlot: null }));
    expect(quotes.asked).toEqual([]);
    expect(orders.orders.get(7)?.deliveryPrice?.isZero()).toBe(true);
    expect(orders.orders.get(7)?.deliveryAddress).toBe('Самовывоз');
  });

  it('answers "not found" for another customer\'s order, an unknown one or one already decided', async () => {
    const { orders, submit } = setup();
    expect(await submit.execute(6, 7, form())).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(await submit.execute(5, 99, form())).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    orders.add(confirmedOrder({ id: 8 }));
    expect(await submit.execute(5, 8, form())).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(orders.saves).toEqual([]);
  });

  it('checks the form before anything else', async () => {
    const { orders, quotes, submit } = setup();
    expect(await submit.execute(5, 7, form({ consent: false }))).toEqual({ ok: false, error: ORDER_ERRORS.contactInvalid('Подтвердите согласие') });
    expect(await submit.execute(5, 7, form({ deliverySlot: '10-13' }))).toEqual({ ok: false, error: DELIVERY_ERRORS.slotUnavailable });
    expect(quotes.asked).toEqual([]);
    expect(orders.saves).toEqual([]);
  });
});
