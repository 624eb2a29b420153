import { DataSource } from 'typeorm';
import { ExpireUnpaidOrders } from '@shop/application';
import { addDays, moscowDateTime, peakSurchargeLabel, type CalendarDayDto, type DeliveryDateDto, type DeliverySlotDto } from '@shop/domain';
import { contactRequest, payOrder } from '../support/order-journey';
import { useTestApp } from '../support/test-context';

const FULL = 'На это время заказов больше не принимаем — выберите другое время';

/** A day far enough ahead that every slot is in time, whatever the hour the tests run. */
const dayAhead = (days: number): string => addDays(moscowDateTime(new Date()).date, days);

describe('the delivery calendar: slot places, closed and peak days', () => {
  // Fifty customers check out within seconds from one address: the per-address limits are raised here (rate-limits.http-spec tests them).
  const ctx = useTestApp({
    env: { RATE_LIMIT_SCALE: '200', SLOT_CAPACITY_COURIER: '6', SLOT_CAPACITY_PICKUP: '10' },
    admin: true,
    customers: ['anna', 'boris'],
  });
  let db: DataSource;
  beforeAll(() => {
    db = ctx.t.app.get(DataSource);
  });

  const setDay = (date: string, body: unknown, token = ctx.tokens.admin) => ctx.api.request('PUT', `/api/admin/calendar/${date}`, { token, body });
  const plainDay = { closed: false, reason: null, peak: null, slots: {} };
  const adminDay = async (date: string): Promise<CalendarDayDto> =>
    (await ctx.api.request('GET', `/api/admin/calendar?from=${date}&to=${date}`, { token: ctx.tokens.admin })).json()[0];
  const taken = async (date: string, slot: string, kind: 'courier' | 'pickup' = 'courier') =>
    (await adminDay(date)).slots[kind].find((s) => s.code === slot)?.taken;
  const slots = async (date: string, type = 'yandex', token?: string): Promise<DeliverySlotDto[]> =>
    (await ctx.api.request('GET', `/api/delivery/slots?date=${date}&type=${type}`, { token })).json();
  const dates = async (query: string, token?: string): Promise<DeliveryDateDto[]> =>
    (await ctx.api.request('GET', `/api/delivery/dates?${query}`, { token })).json();

  /** A placed order (courier unless told) of the customer, before its contact step. */
  const order = async (token: string, courier = true): Promise<number> => {
    await ctx.api.request('POST', '/api/cart/add', { token, body: { product_id: 2, quantity: 1 } });
    const delivery = courier ? { deliveryType: 'yandex', delivery_address_full: 'Москва' } : { deliveryType: 'pickup', delivery_address_full: '' };
    return (await ctx.api.request('POST', '/api/payment/create', { token, body: { ...delivery, items: [] } })).json().order_id;
  };
  const contact = (token: string, orderId: number, date: string, slot: string, courier = true) => {
    const { url, body } = contactRequest(orderId, { date, slot, courier });
    return ctx.api.request('POST', url, { token, body });
  };

  describe('fifty customers for five places', () => {
    const date = dayAhead(3);
    const holders: { token: string; orderId: number }[] = [];

    it('takes exactly five places; the other 45 hear the slot is full', async () => {
      const set = await setDay(date, { ...plainDay, slots: { courier: [{ code: '13-16', capacity: 5, closed: false, reason: null }] } });
      expect(set.statusCode).toBe(200);
      expect(set.json().slots.courier[1]).toEqual({
        code: '13-16',
        label: '13:00–16:00',
        capacity: 5,
        default_capacity: false,
        taken: 0,
        closed: false,
        reason: null,
      });
      // Fifty customers, each with a placed order, signed up five at a time (what the test's pool takes at once).
      const customers: { token: string; orderId: number }[] = [];
      for (let batch = 0; batch < 10; batch++) {
        const signedUp = Array.from({ length: 5 }, async (_, i) => {
          const { token } = await ctx.api.customer(`storm${batch * 5 + i}`);
          return { token, orderId: await order(token) };
        });
        customers.push(...(await Promise.all(signedUp)));
      }
      const answers = await Promise.all(customers.map(({ token, orderId }) => contact(token, orderId, date, '13-16')));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(45);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json()).toEqual({ error: FULL });
      holders.push(...customers.filter((_, i) => answers[i].statusCode === 200));
      const [{ held }] = await db.query(`SELECT count(*)::int AS held FROM orders WHERE delivery_date = $1 AND delivery_slot = '13-16' AND holds_reservation`, [
        date,
      ]);
      expect(held).toBe(5);
      expect(await taken(date, '13-16')).toBe(5);
      expect((await slots(date)).find((slot) => slot.code === '13-16')).toEqual({
        code: '13-16',
        label: '13:00–16:00',
        available: false,
        remaining: 0,
        reason: 'Мест нет',
      });
      expect((await dates('type=moscow')).find((day) => day.date === date)).toEqual({ date, available: true, reason: null, surcharge: null });
    }, 300_000);

    it('gives the place back on reject, delete, expiry and a refund before the order left; keeps it after it left', async () => {
      const [rejected, deleted, expired, refundedEarly, refundedLate] = holders.map((holder) => holder.orderId);
      const admin = (method: 'POST' | 'DELETE', url: string, body?: unknown) => ctx.api.request(method, url, { token: ctx.tokens.admin, body });
      const approve = (orderId: number) => admin('POST', '/api/admin/approve-order', { order_id: orderId, delivery_price: 500 });

      expect((await admin('POST', '/api/admin/reject-order', { order_id: rejected })).statusCode).toBe(200);
      expect(await taken(date, '13-16')).toBe(4);
      expect((await admin('DELETE', `/api/admin/orders/${deleted}?reason=${encodeURIComponent('Нет курьера')}`)).statusCode).toBe(204);
      expect(await taken(date, '13-16')).toBe(3);
      await approve(expired);
      await db.query(`UPDATE orders SET confirmed_at = now() - interval '73 hours' WHERE id = $1`, [expired]);
      expect(await ctx.t.app.get(ExpireUnpaidOrders).execute()).toContain(expired);
      expect(await taken(date, '13-16')).toBe(2);

      for (const orderId of [refundedEarly, refundedLate]) {
        await approve(orderId);
        await payOrder(ctx, holders.find((holder) => holder.orderId === orderId)!.token, orderId);
      }
      for (const stage of ['assembling', 'ready']) await admin('POST', `/api/admin/orders/${refundedEarly}/fulfilment`, { stage });
      for (const stage of ['assembling', 'ready', 'out_for_delivery']) await admin('POST', `/api/admin/orders/${refundedLate}/fulfilment`, { stage });
      for (const orderId of [refundedEarly, refundedLate]) {
        expect((await admin('POST', `/api/admin/orders/${orderId}/refund`, { reason: 'Покупатель передумал' })).statusCode).toBe(200);
      }
      expect(await taken(date, '13-16')).toBe(1);
      expect((await slots(date)).find((slot) => slot.code === '13-16')).toMatchObject({ available: true, remaining: 4 });

      // The places given back are taken again.
      const newcomer = await ctx.api.customer('newcomer');
      expect((await contact(newcomer.token, await order(newcomer.token), date, '13-16')).statusCode).toBe(200);
      expect(await taken(date, '13-16')).toBe(2);
    }, 60_000);
  });

  it("moves the place when the slot changes, and counts the order's own place as free for it", async () => {
    const date = dayAhead(4);
    await setDay(date, { ...plainDay, slots: { pickup: [{ code: '10-13', capacity: 1, closed: false, reason: null }] } });
    const anna = await order(ctx.tokens.anna, false);
    expect((await contact(ctx.tokens.anna, anna, date, '10-13', false)).statusCode).toBe(200);
    expect((await contact(ctx.tokens.anna, anna, date, '10-13', false)).statusCode).toBe(200);
    const own = (await ctx.api.request('GET', `/api/delivery/slots?date=${date}&type=pickup&orderId=${anna}`, { token: ctx.tokens.anna })).json();
    expect(own[0]).toMatchObject({ code: '10-13', available: true, remaining: 1 });
    expect((await slots(date, 'pickup'))[0]).toMatchObject({ available: false, remaining: 0, reason: 'Мест нет' });
    const boris = await order(ctx.tokens.boris, false);
    expect([(await contact(ctx.tokens.boris, boris, date, '10-13', false)).statusCode]).toEqual([409]);

    expect((await contact(ctx.tokens.anna, anna, date, '16-19', false)).statusCode).toBe(200);
    expect([await taken(date, '10-13', 'pickup'), await taken(date, '16-19', 'pickup')]).toEqual([0, 1]);
    expect((await contact(ctx.tokens.boris, boris, date, '10-13', false)).statusCode).toBe(200);
    // Couriers count apart from pickup.
    expect(await taken(date, '10-13', 'courier')).toBe(0);
  });

  it('shows a closed day and a closed slot with their reasons and refuses them at the contact step', async () => {
    const closedDay = dayAhead(5);
    const halfDay = dayAhead(6);
    expect((await setDay(closedDay, { ...plainDay, closed: true, reason: 'Санитарный день' })).json()).toMatchObject({
      closed: true,
      reason: 'Санитарный день',
    });
    expect((await setDay(halfDay, { ...plainDay, slots: { courier: [{ code: '19-22', capacity: null, closed: true, reason: null }] } })).statusCode).toBe(200);
    for (const type of ['yandex', 'pickup']) {
      expect((await dates(`type=${type}`)).find((day) => day.date === closedDay)).toEqual({
        date: closedDay,
        available: false,
        reason: 'Санитарный день',
        surcharge: null,
      });
    }
    expect((await slots(closedDay)).map((slot) => [slot.available, slot.remaining, slot.reason])).toEqual(Array(4).fill([false, 0, 'Санитарный день']));
    expect((await slots(halfDay))[3]).toEqual({ code: '19-22', label: '19:00–22:00', available: false, remaining: 0, reason: 'Закрыто' });
    const orderId = await order(ctx.tokens.anna);
    const day = await contact(ctx.tokens.anna, orderId, closedDay, '13-16');
    expect([day.statusCode, day.json()]).toEqual([400, { error: 'На эту дату доставка недоступна, выберите другую' }]);
    const slot = await contact(ctx.tokens.anna, orderId, halfDay, '19-22');
    expect([slot.statusCode, slot.json()]).toEqual([400, { error: 'Это время доставки недоступно, выберите другое' }]);

    // Opened again: the day returns to the defaults.
    expect((await setDay(closedDay, plainDay)).json()).toMatchObject({ closed: false, reason: null, peak: null });
    expect((await contact(ctx.tokens.anna, orderId, closedDay, '13-16')).statusCode).toBe(200);
  });

  it("adds a peak day's surcharge to the courier's suggested price, says so in the note, and shows it to couriers only", async () => {
    const peakDay = dayAhead(7);
    const ordinary = dayAhead(8);
    const surcharge = { kind: 'roubles', value: 500 } as const;
    expect((await setDay(peakDay, { ...plainDay, peak: { surcharge, cutoff_hour: 12, lead_hours: null } })).json().peak).toEqual({
      surcharge,
      cutoff_hour: 12,
      lead_hours: null,
    });
    expect((await dates('type=yandex')).find((day) => day.date === peakDay)?.surcharge).toEqual(surcharge);
    expect((await dates('type=pickup')).find((day) => day.date === peakDay)?.surcharge).toBeNull();
    const onPeak = await order(ctx.tokens.anna);
    const onOrdinary = await order(ctx.tokens.anna);
    await contact(ctx.tokens.anna, onPeak, peakDay, '13-16');
    await contact(ctx.tokens.anna, onOrdinary, ordinary, '13-16');
    const quotes: { id: number; suggested_delivery_price_kopecks: number; delivery_quote_note: string }[] = await db.query(
      `SELECT id, suggested_delivery_price_kopecks, delivery_quote_note FROM orders WHERE id = ANY($1) ORDER BY id`,
      [[onPeak, onOrdinary]],
    );
    expect(quotes[0].suggested_delivery_price_kopecks - quotes[1].suggested_delivery_price_kopecks).toBe(50_000);
    expect(quotes[0].delivery_quote_note).toBe(`${quotes[1].delivery_quote_note.replace(/\.$/, '')}. ${peakSurchargeLabel(surcharge)}`);
  });

  it("applies the order's products' lead days for its owner only, and the cart's before the order is placed", async () => {
    await db.query(`UPDATE products SET lead_days = 2 WHERE id = 2`);
    const today = moscowDateTime(new Date()).date;
    await ctx.api.request('POST', '/api/cart/add', { token: ctx.tokens.anna, body: { product_id: 2, quantity: 1 } });
    const beforeOrder = await dates('type=yandex', ctx.tokens.anna);
    expect(beforeOrder.slice(1, 3).map((day) => [day.available, day.reason])).toEqual([
      [false, 'Изготовление займёт 2 дня'],
      [true, null],
    ]);
    expect((await dates('type=yandex')).slice(1, 3).map((day) => day.available)).toEqual([true, true]);
    const orderId = await order(ctx.tokens.anna);
    const own = await dates(`type=yandex&orderId=${orderId}`, ctx.tokens.anna);
    expect(own.slice(0, 2).map((day) => [day.date, day.available, day.reason])).toEqual([
      [today, false, 'Изготовление займёт 2 дня'],
      [addDays(today, 1), false, 'Изготовление займёт 2 дня'],
    ]);
    expect(own[2]).toMatchObject({ available: true });
    const refused = await contact(ctx.tokens.anna, orderId, addDays(today, 1), '16-19');
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'На эту дату доставка недоступна, выберите другую' }]);
    for (const token of [ctx.tokens.boris, undefined]) {
      const answer = await ctx.api.request('GET', `/api/delivery/dates?type=yandex&orderId=${orderId}`, { token });
      expect([answer.statusCode, answer.json()]).toEqual([404, { error: 'Заказ не найден' }]);
    }
    await db.query(`UPDATE products SET lead_days = 0 WHERE id = 2`);
  });

  it('refuses a bad delivery type or date', async () => {
    const badType = await ctx.api.request('GET', '/api/delivery/dates?type=drone');
    expect([badType.statusCode, badType.json()]).toEqual([400, { error: 'Пожалуйста, выберите способ доставки' }]);
    const badDate = await ctx.api.request('GET', '/api/delivery/slots?type=pickup&date=2026-02-30');
    expect([badDate.statusCode, badDate.json()]).toEqual([400, { error: 'Выберите дату доставки' }]);
    expect(await dates('type=pickup')).toHaveLength(15);
  });

  describe("the admin's calendar", () => {
    it('lists 30 days from today by default with every slot at the default capacity, at most 92', async () => {
      const days: CalendarDayDto[] = (await ctx.api.request('GET', '/api/admin/calendar', { token: ctx.tokens.admin })).json();
      expect(days).toHaveLength(30);
      expect(days[0].date).toBe(moscowDateTime(new Date()).date);
      expect(days[0].slots.pickup.map((slot) => [slot.code, slot.capacity, slot.default_capacity])).toEqual([
        ['10-13', 10, true],
        ['13-16', 10, true],
        ['16-19', 10, true],
      ]);
      const long = await ctx.api.request('GET', `/api/admin/calendar?from=${dayAhead(0)}&to=${dayAhead(92)}`, { token: ctx.tokens.admin });
      expect([long.statusCode, long.json()]).toEqual([400, { error: 'Выберите период не длиннее 92 дней, начало — не позже конца' }]);
      const backwards = await ctx.api.request('GET', `/api/admin/calendar?from=${dayAhead(2)}&to=${dayAhead(1)}`, { token: ctx.tokens.admin });
      expect(backwards.statusCode).toBe(400);
    });

    it.each<[string, string, unknown, string]>([
      ['a past day', dayAhead(-1), plainDay, 'Прошедший день изменить нельзя'],
      [
        'a capacity over 999',
        dayAhead(9),
        { ...plainDay, slots: { courier: [{ code: '10-13', capacity: 1000, closed: false, reason: null }] } },
        'Вместимость — целое число от 0 до 999',
      ],
      [
        'a fractional capacity',
        dayAhead(9),
        { ...plainDay, slots: { courier: [{ code: '10-13', capacity: 1.5, closed: false, reason: null }] } },
        'Вместимость — целое число от 0 до 999',
      ],
      [
        'a slot pickup does not have',
        dayAhead(9),
        { ...plainDay, slots: { pickup: [{ code: '19-22', capacity: 1, closed: false, reason: null }] } },
        'Такого времени доставки нет',
      ],
      ['a reason over 200 characters', dayAhead(9), { ...plainDay, closed: true, reason: 'я'.repeat(201) }, 'Причина — текст не длиннее 200 символов'],
      [
        'a percent over 300',
        dayAhead(9),
        { ...plainDay, peak: { surcharge: { kind: 'percent', value: 301 }, cutoff_hour: null, lead_hours: null } },
        'Надбавка — целое число: от 1 до 100 000 ₽ или от 1 до 300 %',
      ],
      [
        'a cut-off hour of 24',
        dayAhead(9),
        { ...plainDay, peak: { surcharge: { kind: 'percent', value: 20 }, cutoff_hour: 24, lead_hours: null } },
        'Час окончания приёма заказов — целое число от 0 до 23',
      ],
      [
        'a lead time over a week',
        dayAhead(9),
        { ...plainDay, peak: { surcharge: { kind: 'roubles', value: 300 }, cutoff_hour: null, lead_hours: 169 } },
        'Время на подготовку — целое число часов от 0 до 168',
      ],
      ['no slots', dayAhead(9), { closed: false, reason: null, peak: null }, 'Времена доставки — список для курьеров и для самовывоза'],
    ])('refuses %s', async (_, date, body, error) => {
      const answer = await setDay(date, body);
      expect([answer.statusCode, answer.json()]).toEqual([400, { error }]);
    });

    it('names a closed day without a reason «Выходной», records who changed what, and refuses customers', async () => {
      const date = dayAhead(10);
      expect((await setDay(date, { ...plainDay, closed: true })).json()).toMatchObject({ date, closed: true, reason: 'Выходной' });
      const [audit] = await db.query(`SELECT action, actor_user_id, snapshot FROM audit_log WHERE entity = 'calendar_day' AND entity_id = $1`, [date]);
      expect(audit).toMatchObject({
        action: 'calendar.updated',
        actor_user_id: expect.any(Number),
        snapshot: { before: null, after: { closed: true, reason: 'Выходной' } },
      });
      expect((await setDay(date, plainDay, ctx.tokens.anna)).statusCode).toBe(403);
      expect((await ctx.api.request('GET', '/api/admin/calendar', { token: ctx.tokens.anna })).statusCode).toBe(403);
    });
  });
});
