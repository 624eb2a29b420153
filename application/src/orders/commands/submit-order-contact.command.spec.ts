import { DELIVERY_ERRORS, Money, ORDER_ERRORS, ordinaryDay, peakSurchargeLabel, type ContactForm } from '@shop/domain';
import { InMemoryOrders, ScriptedQuotes, confirmedOrder, pendingOrder } from '../../testing/orders.fakes';
import { InMemoryUsers, userRecord } from '../../testing/accounts.fakes';
import { notifierFakes } from '../../testing/notifications.fakes';
import { InMemoryDeliveryCalendar, InMemoryLeadTimes } from '../../testing/delivery.fakes';
import { FixedClock, ImmediateTransactions, settle } from '../../testing/shared.fakes';
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
  orders.add(pendingOrder({}, { contact: false }));
  const users = new InMemoryUsers();
  users.add(userRecord({ id: 5, email: 'anna@account.example', fullName: 'Иванова Анна' }));
  const transactions = new ImmediateTransactions();
  const { notifier, mailer, messenger } = notifierFakes(users, transactions);
  const calendar = new InMemoryDeliveryCalendar(orders);
  const leadTimes = new InMemoryLeadTimes(orders);
  const submit = new SubmitOrderContact(transactions, orders.repository, quotes, notifier, calendar, leadTimes, clock);
  return { orders, quotes, mailer, messenger, calendar, leadTimes, submit };
}

describe('SubmitOrderContact', () => {
  it("mails the receipt to the account's e-mail without the customer's own words, and alerts the shop by mail and messenger with every detail", async () => {
    const { submit, mailer, messenger } = setup();
    await submit.execute(5, 7, form({ email: 'anna@example.com', recipientName: 'Пётр Иванов', recipientPhone: '+79160000009' }));
    await settle();
    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['anna@account.example', 'Заказ №7 принят — Зелёный уголок'],
      ['shop@example.com', 'Новый заказ №7 — Зелёный уголок'],
    ]);
    const [receipt, shopMail] = mailer.sent;
    for (const text of ['Дата и время доставки: пт, 1 мая 2026 г., 16:00–19:00 МСК', 'Товары:\n• Товар 2 × 2 — 9', 'Стоимость доставки: подтвердит магазин']) {
      expect(receipt.text).toContain(text);
      expect(shopMail.text).toContain(text);
    }
    for (const typed of ['ул. Тверская, 7', 'Пётр Иванов', 'С днём рождения!', 'anna@example.com']) expect(receipt.text).not.toContain(typed);
    expect(receipt.text).toContain('Адрес, получатель и текст открытки — в истории заказов.');
    expect(receipt.text).toContain('рассчитаем стоимость доставки');
    for (const text of [
      'Адрес доставки: ул. Тверская, 7',
      'Получатель: Пётр Иванов, +79160000009',
      'Текст открытки: С днём рождения!',
      'Покупатель: Иванова Анна, +79161234567',
      'Email для связи: anna@example.com',
      'Email аккаунта: anna@account.example',
    ]) {
      expect(shopMail.text).toContain(text);
    }
    expect(shopMail.text).toContain('https://shop.example/admin/orders');
    expect(messenger.sent).toHaveLength(1);
    expect(messenger.sent[0].text.split('\n')[0]).toBe('Новый заказ №7');
    expect(messenger.sent[0].text).toContain('Email для связи: anna@example.com');
    expect(messenger.sent[0].link).toEqual({ label: 'Открыть заказы', url: 'https://shop.example/admin/orders' });
  });

  it('speaks of no delivery money for a pickup', async () => {
    const { submit, mailer } = setup();
    await submit.execute(5, 7, form({ deliveryType: 'pickup', address: 'Самовывоз', deliveryDate: null, deliverySlot: null }));
    await settle();
    const receipt = mailer.sent[0].text;
    expect(receipt).toContain('Адрес самовывоза: Москва, ул. Садовая-Черногрязская, д. 8, стр. 1 (ежедневно с 10:00 до 20:00)');
    expect(receipt).not.toMatch(/доставк/i);
  });

  it('takes the details again without a new alert or mail: the order is marked changed for the admin', async () => {
    const { submit, orders, mailer, messenger } = setup();
    await submit.execute(5, 7, form());
    for (let i = 0; i < 5; i++) {
      expect(
        await submit.execute(5, 7, form({ email: 'victim@third-party.test', cardText: 'ВЫИГРЫШ 1 000 000 ₽! Заберите на http://evil.example/prize' })),
      ).toEqual({ ok: true, value: undefined });
    }
    await settle();
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['anna@account.example', 'shop@example.com']);
    expect(messenger.sent).toHaveLength(1);
    expect(orders.orders.get(7)).toMatchObject({ contactChangedAt: clock.now(), contact: expect.objectContaining({ email: 'victim@third-party.test' }) });
  });

  it("stores a courier order's details with the suggested price for the admin", async () => {
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

  it('answers "not found" for another customer\'s order or an unknown one, and "already confirmed" to the owner of one the admin decided', async () => {
    const { orders, submit } = setup();
    expect(await submit.execute(6, 7, form())).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(await submit.execute(5, 99, form())).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    orders.add(confirmedOrder({ id: 8 }));
    expect(await submit.execute(6, 8, form())).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(await submit.execute(5, 8, form())).toEqual({ ok: false, error: ORDER_ERRORS.contactLocked });
    expect(orders.saves).toEqual([]);
  });

  it('checks the form before anything else', async () => {
    const { orders, quotes, submit } = setup();
    expect(await submit.execute(5, 7, form({ consent: false }))).toEqual({ ok: false, error: ORDER_ERRORS.contactInvalid('Подтвердите согласие') });
    expect(await submit.execute(5, 7, form({ deliverySlot: '10-13' }))).toEqual({ ok: false, error: DELIVERY_ERRORS.slotUnavailable });
    expect(quotes.asked).toEqual([]);
    expect(orders.saves).toEqual([]);
  });

  describe('the delivery calendar', () => {
    /** Orders of other customers holding 10:00–13:00 on 2 May (CONTACT's slot). */
    const holders = (orders: InMemoryOrders, count: number) => {
      for (let i = 0; i < count; i++) orders.add(pendingOrder({ id: 20 + i, customerId: 30 + i }));
    };
    const tomorrowMorning = { deliveryDate: '2026-05-02', deliverySlot: '10-13' };

    it("takes a place under the slot's lock, and refuses a full slot with 409 leaving the order as it was", async () => {
      const { orders, calendar, submit } = setup();
      holders(orders, 5);
      expect(await submit.execute(5, 7, form(tomorrowMorning))).toEqual({ ok: true, value: undefined });
      expect(calendar.locked).toEqual(['2026-05-02 courier 10-13']);
      holders(orders, 6);
      expect(await submit.execute(5, 7, form({ ...tomorrowMorning, cardText: 'другой текст' }))).toEqual({ ok: false, error: DELIVERY_ERRORS.slotFull });
      expect(orders.orders.get(7)?.contact?.cardText).toBe('С днём рождения!');
    });

    it("counts the order's own place as free, and moves it when the slot changes", async () => {
      const { orders, calendar, submit } = setup();
      holders(orders, 5);
      await submit.execute(5, 7, form(tomorrowMorning));
      expect(await submit.execute(5, 7, form({ ...tomorrowMorning, cardText: 'Ещё раз' }))).toEqual({ ok: true, value: undefined });
      await submit.execute(5, 7, form({ deliveryDate: '2026-05-02', deliverySlot: '13-16' }));
      const loads = (await calendar.read({ from: '2026-05-02', to: '2026-05-02' })).loads;
      expect(loads.map((load) => [load.slot, load.taken]).sort()).toEqual([
        ['10-13', 5],
        ['13-16', 1],
      ]);
    });

    it('refuses a closed day or slot, and dates before the products are made', async () => {
      const { calendar, leadTimes, submit } = setup();
      calendar.days.set('2026-05-02', { ...ordinaryDay('2026-05-02'), closed: true, reason: 'Выходной' });
      expect(await submit.execute(5, 7, form(tomorrowMorning))).toEqual({ ok: false, error: DELIVERY_ERRORS.dateUnavailable });
      calendar.days.set('2026-05-03', {
        ...ordinaryDay('2026-05-03'),
        slots: { courier: [{ code: '16-19', capacity: null, closed: true, reason: null }], pickup: [] },
      });
      expect(await submit.execute(5, 7, form({ deliveryDate: '2026-05-03', deliverySlot: '16-19' }))).toEqual({
        ok: false,
        error: DELIVERY_ERRORS.slotUnavailable,
      });
      leadTimes.leadDays.set(7, 3);
      expect(await submit.execute(5, 7, form({ deliveryDate: '2026-05-03', deliverySlot: '10-13' }))).toEqual({
        ok: false,
        error: DELIVERY_ERRORS.dateUnavailable,
      });
      expect(await submit.execute(5, 7, form({ deliveryDate: '2026-05-04', deliverySlot: '10-13' }))).toEqual({ ok: true, value: undefined });
    });

    it("adds a peak day's surcharge to the courier's suggested price and says so in the note; pickup stays free", async () => {
      const { orders, calendar, submit } = setup();
      const surcharge = { kind: 'percent' as const, value: 20 };
      calendar.days.set('2026-05-02', { ...ordinaryDay('2026-05-02'), peak: { surcharge, cutoffHour: null, leadHours: null } });
      await submit.execute(5, 7, form(tomorrowMorning));
      expect(orders.orders.get(7)?.deliveryQuote).toEqual({
        price: Money.ofRoubles(840),
        note: `Тариф по Москве: в пределах МКАД. ${peakSurchargeLabel(surcharge)}`,
      });
      await submit.execute(5, 7, form({ ...tomorrowMorning, deliveryType: 'pickup', address: 'Самовывоз' }));
      expect(orders.orders.get(7)?.deliveryPrice?.isZero()).toBe(true);
      expect(orders.orders.get(7)?.deliveryQuote).toBeNull();
    });
  });
});
