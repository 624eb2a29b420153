import { readdir } from 'node:fs/promises';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import {
  ExpireUnpaidOrders,
  RemindRememberedDates,
  RemindUnpaidOrders,
  RemoveOrphanedUploads,
  RetryPaymentNotifications,
  SendClosingReceipts,
  shopSchedule,
} from '@shop/application';
import { multipart, PNG } from '../support/multipart';
import { paidOrder } from '../support/order-journey';
import { ageFile, startS3Bucket, type S3Bucket } from '../support/s3-bucket';
import { useTestApp, type TestContext } from '../support/test-context';

/** What each storage's suite needs of it: the app's settings, the files it holds and a way to make one old. */
interface StorageUnderTest {
  env(): Record<string, string>;
  names(ctx: TestContext): Promise<string[]>;
  age(ctx: TestContext, name: string, hours: number): Promise<void>;
}

const IN_PROGRESS = { error: 'Фото этого заказа уже загружается: дождитесь окончания загрузки' };
const LAUNCH_PICTURE = '/images/products/p6-1.svg';

function noOrphanedFiles(storage: () => StorageUnderTest): void {
  const ctx = useTestApp({ env: () => storage().env(), customers: ['vera'], admin: true });
  const names = async () => (await storage().names(ctx)).sort();
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => ctx.api.request(method, url, { token: ctx.tokens.admin, body });
  const send = (url: string) => {
    const file = multipart('picture.png', 'image/png', PNG);
    return ctx.t.app.inject({ method: 'POST', url, payload: file.payload, headers: { ...file.headers, authorization: `Bearer ${ctx.tokens.admin}` } });
  };
  const uploadImage = async (): Promise<string> => (await send('/api/admin/uploads')).json().url;
  const product = (images: string[]) => ({ title: 'Калатея', description: 'Узорные листья.', category: 'plants', price: 1490, images });
  const photoOf = async (orderId: number): Promise<string> =>
    (await admin('GET', '/api/admin/orders/paid')).json().find((order: { order_id: number }) => order.order_id === orderId).photo_url;
  const assemblingOrder = async () => {
    const orderId = await paidOrder(ctx, ctx.tokens.vera);
    expect((await admin('POST', `/api/admin/orders/${orderId}/fulfilment`, { stage: 'assembling' })).statusCode).toBe(200);
    return orderId;
  };

  it('stores exactly one file for ten parallel photo uploads of one order: the one the order shows', async () => {
    const orderId = await assemblingOrder();
    const before = await names();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(`/api/admin/orders/${orderId}/photo`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(statuses).toContain(200);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json()).toEqual(IN_PROGRESS);
    const photo = await photoOf(orderId);
    expect(answers.map((answer) => answer.json().photo_url).filter(Boolean)).toContain(photo);
    expect((await names()).filter((name) => !before.includes(name))).toEqual([path.basename(photo)]);
  });

  it('refuses a photo while another replica stores one for the same order, storing nothing', async () => {
    const orderId = await assemblingOrder();
    const before = await names();
    const elsewhere = ctx.t.app.get(DataSource).createQueryRunner();
    await elsewhere.startTransaction();
    try {
      await elsewhere.query(`SELECT pg_advisory_xact_lock(hashtext('shop'), hashtext($1))`, [`order-photo:${orderId}`]);
      const refused = await send(`/api/admin/orders/${orderId}/photo`);
      expect([refused.statusCode, refused.json()]).toEqual([409, IN_PROGRESS]);
      expect(await names()).toEqual(before);
    } finally {
      await elsewhere.rollbackTransaction();
      await elsewhere.release();
    }
    expect((await send(`/api/admin/orders/${orderId}/photo`)).statusCode).toBe(200);
  });

  it('deletes the photo a new one replaces', async () => {
    const orderId = await assemblingOrder();
    const first = (await send(`/api/admin/orders/${orderId}/photo`)).json().photo_url;
    expect(await names()).toContain(path.basename(first));
    const second = (await send(`/api/admin/orders/${orderId}/photo`)).json().photo_url;
    expect(await photoOf(orderId)).toBe(second);
    expect(await names()).toContain(path.basename(second));
    expect(await names()).not.toContain(path.basename(first));
  });

  it('deletes the pictures a product edit replaces, but keeps one an order line still shows', async () => {
    const [kept, dropped, added] = [await uploadImage(), await uploadImage(), await uploadImage()];
    const created = await admin('POST', '/api/admin/products', product([kept, dropped]));
    expect(created.statusCode).toBe(201);
    const productId = created.json().product_id;
    // Vera's order snapshots the product's first picture on its line.
    await ctx.api.request('POST', '/api/cart/add', { token: ctx.tokens.vera, body: { product_id: productId, quantity: 1 } });
    const ordered = await ctx.api.request('POST', '/api/payment/create', {
      token: ctx.tokens.vera,
      body: { deliveryType: 'pickup', delivery_address_full: '', items: [] },
    });
    expect(ordered.statusCode).toBeLessThan(300);

    expect((await admin('PUT', `/api/admin/products/${productId}`, product([added, LAUNCH_PICTURE]))).statusCode).toBe(200);
    const stored = await names();
    expect(stored).toEqual(expect.arrayContaining([path.basename(kept), path.basename(added)]));
    expect(stored).not.toContain(path.basename(dropped));
    expect((await ctx.t.app.inject({ method: 'GET', url: kept })).statusCode).toBe(200);
  });

  it('sweeps daily the uploads no row shows that are older than a day, and leaves the shown and the young alone', async () => {
    const orderId = await assemblingOrder();
    const photo = path.basename((await send(`/api/admin/orders/${orderId}/photo`)).json().photo_url);
    const shown = path.basename(await uploadImage());
    expect((await admin('POST', '/api/admin/products', product([`/uploads/${shown}`, LAUNCH_PICTURE]))).statusCode).toBe(201);
    const orphan = path.basename(await uploadImage());
    const young = path.basename(await uploadImage());
    for (const name of [photo, shown]) await storage().age(ctx, name, 72);
    await storage().age(ctx, orphan, 25);
    await storage().age(ctx, young, 23);

    // The job as the schedule runs it, daily at 03:00 in Moscow.
    const { app } = ctx.t;
    const schedule = shopSchedule({
      expireUnpaidOrders: app.get(ExpireUnpaidOrders),
      remindUnpaidOrders: app.get(RemindUnpaidOrders),
      retryPaymentNotifications: app.get(RetryPaymentNotifications),
      removeOrphanedUploads: app.get(RemoveOrphanedUploads),
      sendClosingReceipts: app.get(SendClosingReceipts),
      remindRememberedDates: app.get(RemindRememberedDates),
    });
    const sweep = schedule.find((job) => job.name === 'remove-orphaned-uploads');
    expect(sweep?.cron).toBe('0 3 * * *');
    const before = await names();
    expect(await sweep?.run({})).toEqual({ deletedUploads: [orphan] });
    expect(await names()).toEqual(before.filter((name) => name !== orphan));
    expect(await names()).toEqual(expect.arrayContaining([photo, shown, young]));
    expect(await ctx.t.app.get(RemoveOrphanedUploads).execute()).toEqual([]);
  });
}

describe('no orphaned files on the local disk (DATA_DIR/uploads)', () => {
  const folder = (ctx: TestContext) => (ctx.t.config.storage.kind === 'local' ? ctx.t.config.storage.folder : '');
  noOrphanedFiles(() => ({
    env: () => ({}),
    names: async (ctx) => (await readdir(folder(ctx)).catch(() => [])).filter((name) => !name.startsWith('.')),
    age: (ctx, name, hours) => ageFile(path.join(folder(ctx), name), hours),
  }));
});

describe('no orphaned files in the S3 bucket (s3rver)', () => {
  let bucket: S3Bucket;
  beforeAll(async () => {
    bucket = await startS3Bucket();
  });
  afterAll(() => bucket.stop());
  noOrphanedFiles(() => ({
    env: () => bucket.env(),
    names: () => bucket.objects(),
    age: (_ctx, name, hours) => bucket.age(name, hours),
  }));
});
