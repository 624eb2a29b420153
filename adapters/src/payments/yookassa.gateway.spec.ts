import { Money, Order, productLine, Product } from '@shop/domain';
import { receiptLines, type CreatePaymentRequest } from '@shop/application';
import { sendJson, StubHttpServer } from '../../test/support/stub-http-server';
import { YooKassaGateway } from './yookassa.gateway';

const PAYMENT = {
  id: '2f5c1a3e-000f-5000-9000-1b2c3d4e5f60',
  status: 'pending',
  paid: false,
  amount: { value: '8450.50', currency: 'RUB' },
  confirmation: { type: 'redirect', confirmation_url: 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2f5c1a3e' },
  created_at: '2026-11-22T10:00:00.000Z',
  metadata: { order_id: '42' },
  recipient: { account_id: '100500', gateway_id: '100700' },
  test: false,
};

function confirmedOrder(): Order {
  const terrarium = Product.create({ id: 1, title: 'Флорариум «Геометрия»', description: '', price: Money.ofRoubles(8000), priceFrom: false, category: 'terrariums', images: ['/images/a.svg', '/images/b.svg'], visible: true });
  if (!terrarium.ok) throw new Error('bad product');
  const placed = Order.place({ id: 42, customerId: 1, deliveryType: 'yandex', deliveryAddress: 'Москва', lines: [productLine(terrarium.value, 1)], createdAt: new Date() });
  if (!placed.ok) throw new Error('bad order');
  const approved = placed.value.approve(Money.ofKopecks(45050), new Date());
  if (!approved.ok) throw new Error('not approved');
  return approved.value;
}

describe('YooKassaGateway against a stub of API v3', () => {
  let stub: StubHttpServer;
  let gateway: YooKassaGateway;
  const order = confirmedOrder();
  const request: CreatePaymentRequest = {
    idempotenceKey: '6f1d2c3b-1111-4222-8333-444455556666',
    orderId: 42,
    amount: order.totalPayable(),
    description: 'Заказ №42',
    returnUrl: 'https://shop.example/thanks?order=42',
    customer: { email: 'klara@example.ru', phone: '+79160000001' },
    receiptLines: receiptLines(order),
  };

  beforeEach(async () => {
    // api.yookassa.ru as the v3 documentation shows it: the payment object unless a test queues otherwise.
    stub = new StubHttpServer((_req, _body, res) => sendJson(res, 200, PAYMENT));
    gateway = new YooKassaGateway({ shopId: '100500', secretKey: 'test_secret', apiUrl: await stub.start(), vatCode: 1, taxSystemCode: 2, timeoutMs: 300, retries: 2 });
  });
  afterEach(() => stub.stop());

  it('creates a payment with Basic auth, an Idempotence-Key and the documented body', async () => {
    const outcome = await gateway.create(request);
    expect(outcome).toMatchObject({ kind: 'created', payment: { id: PAYMENT.id, status: 'pending', orderId: 42, confirmationUrl: PAYMENT.confirmation.confirmation_url } });

    const [call] = stub.requests;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/v3/payments');
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from('100500:test_secret').toString('base64')}`);
    expect(call.headers['idempotence-key']).toBe(request.idempotenceKey);
    const body = JSON.parse(call.body);
    expect(body).toMatchObject({
      amount: { value: '8450.50', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: 'https://shop.example/thanks?order=42' },
      metadata: { order_id: '42' },
      receipt: { customer: { email: 'klara@example.ru' }, tax_system_code: 2 },
    });
    expect(body.receipt.items).toEqual([
      { description: 'Флорариум «Геометрия»', quantity: '1.00', amount: { value: '8000.00', currency: 'RUB' }, vat_code: 1, payment_mode: 'full_prepayment', payment_subject: 'commodity' },
      { description: 'Доставка заказа', quantity: '1.00', amount: { value: '450.50', currency: 'RUB' }, vat_code: 1, payment_mode: 'full_prepayment', payment_subject: 'service' },
    ]);
    const receiptSum = body.receipt.items.reduce((sum: number, item: { quantity: string; amount: { value: string } }) => sum + Math.round(Number(item.amount.value) * 100) * Number(item.quantity), 0);
    expect(receiptSum).toBe(845050);
  });

  it('retries a 5xx with the same Idempotence-Key', async () => {
    stub.queued.push((_req, _body, res) => sendJson(res, 500, { type: 'error', code: 'internal_server_error' }));
    stub.queued.push((_req, _body, res) => sendJson(res, 502, {}));
    expect((await gateway.create(request)).kind).toBe('created');
    expect(stub.requests.map((r) => r.headers['idempotence-key'])).toEqual(Array(3).fill(request.idempotenceKey));
  });

  it('retries a timeout with the same Idempotence-Key, and says "retryable" when the provider stays away', async () => {
    stub.queued.push((_req, _body, res) => setTimeout(() => sendJson(res, 200, PAYMENT), 1000));
    expect((await gateway.create(request)).kind).toBe('created');
    expect(new Set(stub.requests.map((r) => r.headers['idempotence-key']))).toEqual(new Set([request.idempotenceKey]));

    stub.route = (_req, _body, res) => sendJson(res, 503, {});
    expect(await gateway.create(request)).toMatchObject({ kind: 'retryable' });
  });

  it('does not retry a 4xx: the request itself is wrong', async () => {
    stub.queued.push((_req, _body, res) => sendJson(res, 400, { type: 'error', code: 'invalid_request', description: 'Receipt is invalid' }));
    expect(await gateway.create(request)).toMatchObject({ kind: 'rejected' });
    expect(stub.requests).toHaveLength(1);
  });

  it('reads a succeeded payment with its card, authorisation and fiscal data', async () => {
    stub.queued.push((_req, _body, res) =>
      sendJson(res, 200, {
        ...PAYMENT,
        status: 'succeeded',
        paid: true,
        payment_method: { type: 'bank_card', id: PAYMENT.id, saved: false, card: { first6: '555555', last4: '4477', expiry_month: '12', expiry_year: '2030', card_type: 'MasterCard' } },
        authorization_details: { rrn: '603668680243', auth_code: '000000', three_d_secure: { applied: true } },
      }),
    );
    stub.queued.push((_req, _body, res) => sendJson(res, 200, { type: 'list', items: [{ id: 'rt-1', type: 'payment', payment_id: PAYMENT.id, status: 'succeeded', fiscal_document_number: '3986', shift_number: '12' }] }));
    const payment = await gateway.fetch(PAYMENT.id);
    expect(payment).toMatchObject({ status: 'succeeded', orderId: 42, receipt: { cardLast4: '4477', rrn: '603668680243', authCode: '000000', fiscalDocumentNumber: '3986', shiftNumber: '12' } });
    expect(payment?.amount.kopecks).toBe(845050);
    expect(stub.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET /v3/payments/${PAYMENT.id}`, `GET /v3/receipts?payment_id=${PAYMENT.id}`]);
  });

  it('answers null for a payment YooKassa does not know', async () => {
    stub.queued.push((_req, _body, res) => sendJson(res, 404, { type: 'error', code: 'not_found' }));
    expect(await gateway.fetch('missing')).toBeNull();
  });
});
