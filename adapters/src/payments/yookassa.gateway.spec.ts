import { Money, Order, productLine, type OrderContact } from '@shop/domain';
import { testProduct } from '@shop/domain/testing';
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

/** When the order was placed and its details sent: any fixed moment, the gateway reads no clock. */
const PLACED_AT = new Date('2026-05-01T09:00:00Z');

const CONTACT: OrderContact = {
  deliveryType: 'yandex',
  address: 'Москва, ул. Арбат, 10',
  fullName: 'Клара Новикова',
  phone: '+79160000001',
  email: 'klara@example.ru',
  city: 'Москва',
  recipientName: null,
  recipientPhone: null,
  cardText: null,
  deliveryDate: null,
  deliverySlot: null,
  submittedAt: PLACED_AT,
};

function confirmedOrder(): Order {
  const terrarium = testProduct({ id: 1, title: 'Флорариум «Геометрия»', price: Money.ofRoubles(8000), category: 'terrariums' });
  const placed = Order.place({
    id: 42,
    customerId: 1,
    deliveryType: 'yandex',
    deliveryAddress: 'Москва',
    lines: [productLine(terrarium, 1)],
    createdAt: PLACED_AT,
  });
  const approved = placed.ok && placed.value.submitContact(CONTACT, null);
  const confirmed = approved && approved.ok && approved.value.approve(Money.ofKopecks(45050), PLACED_AT);
  if (!confirmed || !confirmed.ok) throw new Error('the test order could not be confirmed');
  return confirmed.value;
}

describe('YooKassaGateway against a stub of API v3', () => {
  let stub: StubHttpServer;
  let gateway: YooKassaGateway;
  const order = confirmedOrder();
  const request: CreatePaymentRequest = {
    idempotenceKey: '6f1d2c3b-1111-4222-8333-444455556666',
    method: 'bank_card',
    capture: false,
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
    gateway = new YooKassaGateway({
      shopId: '100500',
      secretKey: 'test_secret',
      apiUrl: await stub.start(),
      vatCode: 1,
      taxSystemCode: 2,
      timeoutMs: 300,
      retries: 2,
    });
  });
  afterEach(() => stub.stop());

  it('creates a two-stage payment with Basic auth, an Idempotence-Key and the documented body', async () => {
    const outcome = await gateway.create(request);
    expect(outcome).toMatchObject({
      kind: 'done',
      value: { id: PAYMENT.id, status: 'pending', orderId: 42, confirmationUrl: PAYMENT.confirmation.confirmation_url },
    });

    const [call] = stub.requests;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/v3/payments');
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from('100500:test_secret').toString('base64')}`);
    expect(call.headers['idempotence-key']).toBe(request.idempotenceKey);
    const body = JSON.parse(call.body);
    expect(body).toMatchObject({
      amount: { value: '8450.50', currency: 'RUB' },
      payment_method_data: { type: 'bank_card' },
      capture: false,
      confirmation: { type: 'redirect', return_url: 'https://shop.example/thanks?order=42' },
      metadata: { order_id: '42' },
      receipt: { customer: { email: 'klara@example.ru' }, tax_system_code: 2 },
    });
    expect(body.receipt.items).toEqual([
      {
        description: 'Флорариум «Геометрия»',
        quantity: '1.00',
        amount: { value: '8000.00', currency: 'RUB' },
        vat_code: 1,
        payment_mode: 'full_prepayment',
        payment_subject: 'commodity',
      },
      {
        description: 'Доставка заказа',
        quantity: '1.00',
        amount: { value: '450.50', currency: 'RUB' },
        vat_code: 1,
        payment_mode: 'full_prepayment',
        payment_subject: 'service',
      },
    ]);
    const receiptSum = body.receipt.items.reduce(
      (sum: number, item: { quantity: string; amount: { value: string } }) => sum + Math.round(Number(item.amount.value) * 100) * Number(item.quantity),
      0,
    );
    expect(receiptSum).toBe(845050);
  });

  it.each([
    // What YooKassa reports of each method once paid: SBP by its operation and the payer's bank, no card.
    { method: 'bank_card', capture: false, paid: { type: 'bank_card', card: { last4: '4477' } }, last4: '4477' },
    {
      method: 'sbp',
      capture: true,
      paid: { type: 'sbp', sbp_operation_id: '1027088AE4CB48CB81287833347A8777', payer_bank_details: { bank_id: '100000000111', bic: '044525225' } },
      last4: null,
    },
    { method: 'sberbank', capture: false, paid: { type: 'sberbank', phone: '79000000000', card: { last4: '0026' } }, last4: '0026' },
    { method: 'tinkoff_bank', capture: false, paid: { type: 'tinkoff_bank', card: { last4: '0044' } }, last4: '0044' },
  ] as const)(
    'pays by $method: payment_method_data.type, capture $capture, a redirect to confirm, and reads the method back',
    async ({ method, capture, paid, last4 }) => {
      // The stub answers as YooKassa does: the payment with its method, pending until paid; one-stage succeeds at once.
      stub.route = (req, body, res) => {
        const sent = req.method === 'POST' ? (JSON.parse(body) as { payment_method_data: { type: string } }) : null;
        if (sent) return sendJson(res, 200, { ...PAYMENT, payment_method: { type: sent.payment_method_data.type, id: PAYMENT.id, saved: false } });
        if (req.url?.startsWith('/v3/receipts')) return sendJson(res, 200, { type: 'list', items: [] });
        return sendJson(res, 200, {
          ...PAYMENT,
          status: capture ? 'succeeded' : 'waiting_for_capture',
          paid: true,
          payment_method: { ...paid, id: PAYMENT.id, saved: false },
        });
      };
      const created = await gateway.create({ ...request, method, capture });
      expect(created).toMatchObject({ kind: 'done', value: { status: 'pending', method, confirmationUrl: PAYMENT.confirmation.confirmation_url } });
      expect(JSON.parse(stub.requests[0].body)).toMatchObject({
        payment_method_data: { type: method },
        capture,
        confirmation: { type: 'redirect', return_url: 'https://shop.example/thanks?order=42' },
      });
      const fetched = await gateway.fetch(PAYMENT.id);
      expect(fetched).toMatchObject({ method, status: capture ? 'succeeded' : 'waiting_for_capture' });
      if (capture) expect(fetched?.receipt?.cardLast4).toBe(last4);
    },
  );

  it('retries a 5xx with the same Idempotence-Key', async () => {
    stub.queued.push((_req, _body, res) => sendJson(res, 500, { type: 'error', code: 'internal_server_error' }));
    stub.queued.push((_req, _body, res) => sendJson(res, 502, {}));
    expect((await gateway.create(request)).kind).toBe('done');
    expect(stub.requests.map((r) => r.headers['idempotence-key'])).toEqual(Array(3).fill(request.idempotenceKey));
  });

  it('retries a timeout with the same Idempotence-Key, and says "retryable" when the provider stays away', async () => {
    stub.queued.push((_req, _body, res) => setTimeout(() => sendJson(res, 200, PAYMENT), 1000));
    expect((await gateway.create(request)).kind).toBe('done');
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
        payment_method: {
          type: 'bank_card',
          id: PAYMENT.id,
          saved: false,
          card: { first6: '555555', last4: '4477', expiry_month: '12', expiry_year: '2030', card_type: 'MasterCard' },
        },
        authorization_details: { rrn: '603668680243', auth_code: '000000', three_d_secure: { applied: true } },
      }),
    );
    stub.queued.push((_req, _body, res) =>
      sendJson(res, 200, {
        type: 'list',
        items: [{ id: 'rt-1', type: 'payment', payment_id: PAYMENT.id, status: 'succeeded', fiscal_document_number: '3986', shift_number: '12' }],
      }),
    );
    const payment = await gateway.fetch(PAYMENT.id);
    expect(payment).toMatchObject({
      status: 'succeeded',
      orderId: 42,
      receipt: { cardLast4: '4477', rrn: '603668680243', authCode: '000000', fiscalDocumentNumber: '3986', shiftNumber: '12' },
    });
    expect(payment?.amount.kopecks).toBe(845050);
    expect(stub.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET /v3/payments/${PAYMENT.id}`, `GET /v3/receipts?payment_id=${PAYMENT.id}`]);
  });

  it('answers null for a payment YooKassa does not know', async () => {
    stub.queued.push((_req, _body, res) => sendJson(res, 404, { type: 'error', code: 'not_found' }));
    expect(await gateway.fetch('missing')).toBeNull();
  });

  it('captures a held payment: POST /v3/payments/{id}/capture with the amount and its own Idempotence-Key', async () => {
    stub.queued.push((_req, _body, res) => sendJson(res, 200, { ...PAYMENT, status: 'succeeded', paid: true, captured_at: '2026-11-22T10:05:00.000Z' }));
    expect(await gateway.capture(PAYMENT.id, Money.ofKopecks(845050), `capture-${PAYMENT.id}`)).toMatchObject({ kind: 'done', value: { status: 'succeeded' } });
    const [call] = stub.requests;
    expect(`${call.method} ${call.url}`).toBe(`POST /v3/payments/${PAYMENT.id}/capture`);
    expect(call.headers['idempotence-key']).toBe(`capture-${PAYMENT.id}`);
    expect(JSON.parse(call.body)).toEqual({ amount: { value: '8450.50', currency: 'RUB' } });
  });

  it('releases a hold: POST /v3/payments/{id}/cancel; a payment in the wrong status is a final 4xx', async () => {
    stub.queued.push((_req, _body, res) =>
      sendJson(res, 200, { ...PAYMENT, status: 'canceled', cancellation_details: { party: 'merchant', reason: 'canceled_by_merchant' } }),
    );
    expect(await gateway.cancel(PAYMENT.id, `cancel-${PAYMENT.id}`)).toMatchObject({
      kind: 'done',
      value: { status: 'canceled', cancellationReason: 'canceled_by_merchant' },
    });
    expect(`${stub.requests[0].method} ${stub.requests[0].url}`).toBe(`POST /v3/payments/${PAYMENT.id}/cancel`);
    expect(stub.requests[0].headers['idempotence-key']).toBe(`cancel-${PAYMENT.id}`);

    stub.queued.push((_req, _body, res) => sendJson(res, 400, { type: 'error', code: 'invalid_request', description: 'Payment is in wrong status' }));
    expect(await gateway.cancel(PAYMENT.id, `cancel-${PAYMENT.id}`)).toMatchObject({ kind: 'rejected' });
  });

  it('refunds in full with a refund receipt (POST /v3/refunds), retrying a 5xx with the same key, and reads the refund back', async () => {
    const REFUND = {
      id: '2f5c1b00-0015-5000-8000-1a2b3c4d5e6f',
      payment_id: PAYMENT.id,
      status: 'succeeded',
      amount: { value: '8450.50', currency: 'RUB' },
      created_at: '2026-11-23T09:00:00.000Z',
    };
    stub.queued.push((_req, _body, res) => sendJson(res, 500, { type: 'error', code: 'internal_server_error' }));
    stub.queued.push((_req, _body, res) => sendJson(res, 200, REFUND));
    const refund = await gateway.refund({ ...request, idempotenceKey: 'refund-order-42', paymentId: PAYMENT.id, description: 'Возврат по заказу №42: брак' });
    expect(refund).toEqual({ kind: 'done', value: { id: REFUND.id, paymentId: PAYMENT.id, status: 'succeeded', amount: Money.ofKopecks(845050) } });
    expect(stub.requests.map((r) => `${r.method} ${r.url} ${r.headers['idempotence-key']}`)).toEqual(Array(2).fill('POST /v3/refunds refund-order-42'));
    const body = JSON.parse(stub.requests[1].body);
    expect(body).toMatchObject({
      payment_id: PAYMENT.id,
      amount: { value: '8450.50', currency: 'RUB' },
      description: 'Возврат по заказу №42: брак',
      receipt: { customer: { email: 'klara@example.ru' } },
    });
    expect(body.receipt.items).toHaveLength(2);

    stub.queued.push((_req, _body, res) => sendJson(res, 200, REFUND));
    expect(await gateway.fetchRefund(REFUND.id)).toMatchObject({ id: REFUND.id, status: 'succeeded' });
    stub.queued.push((_req, _body, res) => sendJson(res, 404, { type: 'error', code: 'not_found' }));
    expect(await gateway.fetchRefund('missing')).toBeNull();
  });

  it('refunds a part with a receipt of exactly the lines returned', async () => {
    const REFUND = {
      id: 'rf-part',
      payment_id: PAYMENT.id,
      status: 'succeeded',
      amount: { value: '450.50', currency: 'RUB' },
      created_at: '2026-11-23T09:00:00.000Z',
    };
    stub.queued.push((_req, _body, res) => sendJson(res, 200, REFUND));
    const delivery = { description: 'Доставка заказа', quantity: 1, unitPrice: Money.ofKopecks(45050), subject: 'service' as const };
    const refund = await gateway.refund({
      idempotenceKey: 'refund-order-42-0123456789abcdef',
      paymentId: PAYMENT.id,
      amount: Money.ofKopecks(45050),
      description: 'Возврат по заказу №42: курьер опоздал',
      customer: { email: 'klara@example.ru', phone: null },
      receiptLines: [delivery],
    });
    expect(refund).toMatchObject({ kind: 'done', value: { id: 'rf-part', amount: Money.ofKopecks(45050) } });
    const body = JSON.parse(stub.requests[0].body);
    expect(body).toMatchObject({ amount: { value: '450.50', currency: 'RUB' } });
    expect(body.receipt.items).toEqual([
      {
        description: 'Доставка заказа',
        quantity: '1.00',
        amount: { value: '450.50', currency: 'RUB' },
        vat_code: 1,
        payment_mode: 'full_prepayment',
        payment_subject: 'service',
      },
    ]);
  });

  it('sends the closing receipt (POST /v3/receipts): type payment, the prepayment settled, the items in full payment; retried with its key', async () => {
    const RECEIPT = { id: 'rt-closing', type: 'payment', payment_id: PAYMENT.id, status: 'pending' };
    stub.queued.push((_req, _body, res) => sendJson(res, 503, {}));
    stub.queued.push((_req, _body, res) => sendJson(res, 200, RECEIPT));
    const sent = await gateway.createReceipt({
      idempotenceKey: 'closing-receipt-order-42',
      paymentId: PAYMENT.id,
      amount: order.totalPayable(),
      customer: { email: 'klara@example.ru', phone: '+79160000001' },
      receiptLines: receiptLines(order),
    });
    expect(sent).toEqual({ kind: 'done', value: { id: 'rt-closing' } });
    expect(stub.requests.map((r) => `${r.method} ${r.url} ${r.headers['idempotence-key']}`)).toEqual(
      Array(2).fill('POST /v3/receipts closing-receipt-order-42'),
    );
    expect(JSON.parse(stub.requests[1].body)).toEqual({
      type: 'payment',
      payment_id: PAYMENT.id,
      customer: { email: 'klara@example.ru' },
      send: true,
      settlements: [{ type: 'prepayment', amount: { value: '8450.50', currency: 'RUB' } }],
      items: [
        {
          description: 'Флорариум «Геометрия»',
          quantity: '1.00',
          amount: { value: '8000.00', currency: 'RUB' },
          vat_code: 1,
          payment_mode: 'full_payment',
          payment_subject: 'commodity',
        },
        {
          description: 'Доставка заказа',
          quantity: '1.00',
          amount: { value: '450.50', currency: 'RUB' },
          vat_code: 1,
          payment_mode: 'full_payment',
          payment_subject: 'service',
        },
      ],
      tax_system_code: 2,
    });
  });
});
