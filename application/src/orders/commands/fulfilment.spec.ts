import { ADMIN_LIST_ERRORS, CATALOGUE_ERRORS, FULFILMENT_ERRORS, ORDER_ERRORS } from '@shop/domain';
import { InMemoryUsers, userRecord } from '../../testing/accounts.fakes';
import { notifierFakes } from '../../testing/notifications.fakes';
import { InMemoryOrders, RecordedHandovers, confirmedOrder, listRequest, paidOrder } from '../../testing/orders.fakes';
import { FixedClock, ImmediateTransactions, MemoryFileStorage, settle } from '../../testing/shared.fakes';
import { MemoryTransactionLock, unreferencedUploads } from '../../testing/uploads.fakes';
import { OrderChanges } from '../order-changes.service';
import type { OrderReadModel } from '../order.read-model.port';
import { DeliveriesQuery } from '../queries/deliveries.query';
import { AdvanceFulfilment } from './advance-fulfilment.command';
import { AnswerOrderPhoto } from './answer-order-photo.command';
import { UploadOrderPhoto } from './upload-order-photo.command';
import { inMemoryStock } from '../../testing/stock.fakes';

const ADMIN = 1;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function setup() {
  const orders = new InMemoryOrders();
  orders.add(paidOrder());
  const users = new InMemoryUsers();
  users.add(userRecord({ id: 5, email: 'anna@example.com', fullName: 'Иванова Анна' }));
  const clock = new FixedClock(new Date('2026-05-02T06:00:00Z'));
  const transactions = new ImmediateTransactions();
  const fakes = notifierFakes(users, transactions);
  const changes = new OrderChanges(transactions, orders.repository, inMemoryStock().stock, fakes.notifier);
  const storage = new MemoryFileStorage();
  const lock = new MemoryTransactionLock();
  const uploads = unreferencedUploads(storage, () => [...orders.orders.values()].map((order) => order.photo?.url ?? null));
  const handovers = new RecordedHandovers();
  const photoUpload = (readModel: OrderReadModel = orders.readModel) => new UploadOrderPhoto(readModel, transactions, lock, changes, storage, uploads, clock);
  return {
    ...fakes,
    clock,
    orders,
    storage,
    lock,
    photoUpload,
    handovers,
    advance: new AdvanceFulfilment(changes, clock, handovers),
    upload: photoUpload(),
    answer: new AnswerOrderPhoto(changes, clock),
    deliveries: new DeliveriesQuery(orders.readModel),
  };
}

describe("the florist's day", () => {
  it('walks a paid courier order through its stages and mails the customer when it leaves and arrives', async () => {
    const { advance, orders, mailer, handovers } = setup();
    for (const stage of ['assembling', 'ready', 'out_for_delivery']) expect((await advance.execute(ADMIN, 7, { stage: stage })).ok).toBe(true);
    expect(handovers.orders).toEqual([]);
    expect((await advance.execute(ADMIN, 7, { stage: 'delivered' })).ok).toBe(true);
    // Delivered: its closing receipt is asked for at once.
    expect(handovers.orders).toEqual([7]);
    await settle();
    expect(orders.orders.get(7)?.fulfilmentStage).toBe('delivered');
    expect(orders.saves.map((save) => save.actorUserId)).toEqual([ADMIN, ADMIN, ADMIN, ADMIN]);
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Заказ №7 передан курьеру — Зелёный уголок', 'Заказ №7 доставлен — Зелёный уголок']);
    expect(mailer.sent[0].text).toContain('Курьер везёт ваш заказ №7.');
    expect(mailer.sent[0].text).toContain('Дата и время доставки: сб, 2 мая 2026 г., 10:00–13:00 МСК');
    // What the customer typed stays in the history; the mail does not repeat it.
    expect(mailer.sent[0].text).not.toContain('Тверская');
    expect(mailer.sent[1].text).toContain('ответьте на это письмо или напишите нам: hello@zelenyi-ugolok.ru');
  });

  it('mails a pickup customer when the order is ready to collect', async () => {
    const { advance, orders, mailer, handovers } = setup();
    orders.add(paidOrder({ id: 8, deliveryType: 'pickup', deliveryAddress: null }));
    await advance.execute(ADMIN, 8, { stage: 'assembling' });
    await advance.execute(ADMIN, 8, { stage: 'ready' });
    expect(await advance.execute(ADMIN, 8, { stage: 'assembling' })).toMatchObject({ ok: false });
    expect(handovers.orders).toEqual([]);
    await advance.execute(ADMIN, 8, { stage: 'picked_up' });
    expect(handovers.orders).toEqual([8]);
    await settle();
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Заказ №8 готов к выдаче — Зелёный уголок']);
    expect(mailer.sent[0].text).toContain('ждёт вас по адресу: Москва, ул. Садовая-Черногрязская, д. 8, стр. 1 (ежедневно с 10:00 до 20:00)');
  });

  it('refuses an unknown stage, a skipped one, a step back and an unpaid order, saving nothing', async () => {
    const { advance, orders } = setup();
    orders.add(confirmedOrder({ id: 9 }));
    expect(await advance.execute(ADMIN, 7, { stage: 'packed' })).toEqual({ ok: false, error: FULFILMENT_ERRORS.unknownStage });
    expect(await advance.execute(ADMIN, 7, { stage: 'delivered' })).toEqual({ ok: false, error: FULFILMENT_ERRORS.skipped('Собирается') });
    expect(await advance.execute(ADMIN, 9, { stage: 'assembling' })).toEqual({ ok: false, error: FULFILMENT_ERRORS.notPaid });
    expect(await advance.execute(ADMIN, 99, { stage: 'assembling' })).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    await advance.execute(ADMIN, 7, { stage: 'assembling' });
    expect(await advance.execute(ADMIN, 7, { stage: 'assembling' })).toEqual({ ok: false, error: FULFILMENT_ERRORS.alreadyAt('Собирается') });
    expect(orders.saves).toHaveLength(1);
  });

  it('stores the photo while assembling, mails it to the customer, and stores nothing when refused', async () => {
    const { advance, upload, storage, mailer } = setup();
    expect(await upload.execute(ADMIN, 7, PNG)).toEqual({ ok: false, error: FULFILMENT_ERRORS.photoNotNow });
    expect(await upload.execute(ADMIN, 7, new Uint8Array([1, 2, 3]))).toEqual({ ok: false, error: CATALOGUE_ERRORS.notAnImage });
    expect(await upload.execute(ADMIN, 99, PNG)).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(storage.files.size).toBe(0);
    await advance.execute(ADMIN, 7, { stage: 'assembling' });
    const uploaded = await upload.execute(ADMIN, 7, PNG);
    expect(uploaded.ok && uploaded.value.photo?.url).toBe('/uploads/1.png');
    expect([...storage.files.keys()]).toEqual(['1.png']);
    await settle();
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Фото вашего букета — Зелёный уголок']);
    expect(mailer.sent[0].text).toContain('Фото заказа №7: https://shop.example/uploads/1.png');
    expect(mailer.sent[0].text).toContain('https://shop.example/orders/history');
  });

  it('keeps one file per order: a new photo deletes the one it replaces', async () => {
    const { advance, upload, storage, orders } = setup();
    await advance.execute(ADMIN, 7, { stage: 'assembling' });
    await upload.execute(ADMIN, 7, PNG);
    const second = await upload.execute(ADMIN, 7, PNG);
    expect(second.ok && second.value.photo?.url).toBe('/uploads/2.png');
    expect([...storage.files.keys()]).toEqual(['2.png']);
    expect(orders.orders.get(7)?.photo?.url).toBe('/uploads/2.png');
  });

  it('refuses an upload while another of the same order is being stored, storing nothing', async () => {
    const { advance, upload, storage, lock, orders } = setup();
    await advance.execute(ADMIN, 7, { stage: 'assembling' });
    lock.held.add('order-photo:7');
    expect(await upload.execute(ADMIN, 7, PNG)).toEqual({ ok: false, error: FULFILMENT_ERRORS.photoUploadInProgress });
    expect(FULFILMENT_ERRORS.photoUploadInProgress.message).toBe('Фото этого заказа уже загружается: дождитесь окончания загрузки');
    expect(storage.files.size).toBe(0);
    expect(orders.orders.get(7)?.photo).toBeNull();
  });

  it('deletes the stored file when the order refuses it after all (it left while the file was stored)', async () => {
    const { advance, photoUpload, storage, orders } = setup();
    await advance.execute(ADMIN, 7, { stage: 'assembling' });
    const assembling = await orders.readModel.byId(7);
    for (const stage of ['ready', 'out_for_delivery']) await advance.execute(ADMIN, 7, { stage });
    const stale = photoUpload(Object.assign({}, orders.readModel, { byId: async () => assembling }));
    expect(await stale.execute(ADMIN, 7, PNG)).toEqual({ ok: false, error: FULFILMENT_ERRORS.photoNotNow });
    expect(storage.files.size).toBe(0);
  });

  it('deletes the stored file when the order cannot be saved, and fails as the database did', async () => {
    const { advance, upload, storage, orders } = setup();
    await advance.execute(ADMIN, 7, { stage: 'assembling' });
    orders.repository.save = async () => {
      throw new Error('database down');
    };
    await expect(upload.execute(ADMIN, 7, PNG)).rejects.toThrow('database down');
    expect(storage.files.size).toBe(0);
  });

  it('sends on a bouquet the customer asked to change only when the admin overrides, and the history names who and when', async () => {
    const { advance, upload, answer, orders, deliveries, clock } = setup();
    for (const stage of ['assembling', 'ready']) await advance.execute(ADMIN, 7, { stage });
    await upload.execute(ADMIN, 7, PNG);
    await answer.execute(5, 7, { approved: false, comment: 'Больше зелени' });
    expect(await advance.execute(ADMIN, 7, { stage: 'out_for_delivery' })).toEqual({ ok: false, error: FULFILMENT_ERRORS.changeRequested('Передан курьеру') });
    expect(orders.orders.get(7)?.fulfilmentStage).toBe('ready');
    expect((await advance.execute(ADMIN, 7, { stage: 'out_for_delivery', override: true })).ok).toBe(true);
    const day = await deliveries.execute('2026-05-02', listRequest());
    expect(day.ok && day.value.items[0]).toMatchObject({
      fulfilment_stage: 'out_for_delivery',
      fulfilment_overrides: [{ stage: 'out_for_delivery', admin: `admin${ADMIN}`, at: clock.now().toISOString() }],
    });
  });

  it("takes the owner's answer; 'Хочу изменить' alerts the shop; anyone else's answer is a missing order", async () => {
    const { advance, upload, answer, orders, mailer, messenger } = setup();
    await advance.execute(ADMIN, 7, { stage: 'assembling' });
    await upload.execute(ADMIN, 7, PNG);
    expect(await answer.execute(6, 7, { approved: true })).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(await answer.execute(5, 7, { approved: 'yes' })).toEqual({ ok: false, error: FULFILMENT_ERRORS.photoAnswerInvalid });
    expect((await answer.execute(5, 7, { approved: false, comment: 'Больше зелени, меньше роз' })).ok).toBe(true);
    await settle();
    expect(orders.orders.get(7)?.photo?.response).toMatchObject({ approved: false, comment: 'Больше зелени, меньше роз' });
    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['anna@example.com', 'Фото вашего букета — Зелёный уголок'],
      ['shop@example.com', 'Заказ №7: покупатель хочет изменить букет — Зелёный уголок'],
    ]);
    expect(messenger.sent.map((alert) => alert.text.split('\n').slice(0, 2))).toEqual([
      ['Заказ №7: покупатель хочет изменить букет', 'Комментарий покупателя: Больше зелени, меньше роз'],
    ]);
    expect(messenger.sent[0].link.url).toBe('https://shop.example/admin/deliveries?date=2026-05-02');
    expect((await answer.execute(5, 7, { approved: true })).ok).toBe(true);
    await settle();
    expect(messenger.sent).toHaveLength(1);
  });

  it('alerts the shop once for a flood of answers: only a new change request, at most once in 10 minutes per order', async () => {
    const { advance, upload, answer, clock, messenger } = setup();
    await advance.execute(ADMIN, 7, { stage: 'assembling' });
    await upload.execute(ADMIN, 7, PNG);
    for (let i = 0; i < 100; i++) expect((await answer.execute(5, 7, { approved: i % 2 === 0, comment: `Ответ ${i}` })).ok).toBe(true);
    await settle();
    expect(messenger.sent.map((alert) => alert.text.split('\n')[1])).toEqual(['Комментарий покупателя: Ответ 1']);
    clock.advanceHours(11 / 60);
    expect((await answer.execute(5, 7, { approved: false, comment: 'Ответ 99' })).ok).toBe(true);
    await settle();
    expect(messenger.sent).toHaveLength(1);
    expect((await answer.execute(5, 7, { approved: false, comment: 'Итог: больше зелени' })).ok).toBe(true);
    await settle();
    expect(messenger.sent.map((alert) => alert.text.split('\n')[1])).toEqual([
      'Комментарий покупателя: Ответ 1',
      'Комментарий покупателя: Итог: больше зелени',
    ]);
  });

  it('names the real reason an answer or a stage is refused: a refunded order, an order already on its way', async () => {
    const { advance, upload, answer, orders } = setup();
    await advance.execute(ADMIN, 7, { stage: 'assembling' });
    await upload.execute(ADMIN, 7, PNG);
    const refunded = orders.orders.get(7)!.refund(new Date('2026-05-02T07:00:00Z'));
    if (refunded.ok) orders.add(refunded.value);
    expect(await answer.execute(5, 7, { approved: false })).toEqual({ ok: false, error: FULFILMENT_ERRORS.refunded });
    expect(await advance.execute(ADMIN, 7, { stage: 'ready' })).toEqual({ ok: false, error: FULFILMENT_ERRORS.refunded });
    expect(await upload.execute(ADMIN, 7, PNG)).toEqual({ ok: false, error: FULFILMENT_ERRORS.refunded });
  });

  it("lists a day's paid orders in the courier's order a page at a time, narrowed by the filters, and refuses a malformed day or cursor", async () => {
    const { deliveries, orders } = setup();
    orders.add(paidOrder({ id: 8 }));
    orders.add(confirmedOrder({ id: 9 }));
    const day = await deliveries.execute('2026-05-02', listRequest());
    expect(day.ok && day.value.items.map((order) => [order.order_id, order.delivery_slot, order.next_fulfilment_stage])).toEqual([
      [7, '10-13', 'assembling'],
      [8, '10-13', 'assembling'],
    ]);
    expect(await deliveries.execute('2026-05-02', listRequest({ limit: '1' }))).toMatchObject({ ok: true, value: { total: 2, next: { id: 7 } } });
    const rest = await deliveries.execute('2026-05-02', listRequest({ limit: '1', cursor: '{"id":7}' }));
    expect(rest.ok && [rest.value.items.map((order) => order.order_id), rest.value.next]).toEqual([[8], null]);
    const found = await deliveries.execute('2026-05-02', listRequest({ q: '8' }));
    expect(found.ok && found.value.items.map((order) => order.order_id)).toEqual([8]);
    expect(await deliveries.execute('2026-05-02', listRequest({ stage: 'ready' }))).toEqual({ ok: true, value: { items: [], total: 0, next: null } });
    expect(await deliveries.execute('2026-05-02', listRequest({ cursor: '{"id":404}' }))).toEqual({ ok: false, error: ADMIN_LIST_ERRORS.invalidCursor });
    expect(await deliveries.execute('2026-05-03', listRequest())).toEqual({ ok: true, value: { items: [], total: 0, next: null } });
    expect(await deliveries.execute('02.05.2026', listRequest())).toEqual({ ok: false, error: FULFILMENT_ERRORS.invalidDay });
  });
});
