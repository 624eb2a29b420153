/// <reference types="jest" />
import { answering } from '../../testing/answering-http';
import { loadPaymentOrder, safeConfirmationUrl, startPayment } from './payment-order.api';

const BASE = 'https://shop.example';

const lookup = { order: { status: 'confirmed', allowed_actions: ['pay'] }, items: [] };

describe('payment calls (spec §7, §8)', () => {
  it('loads the order with the session token', async () => {
    const { http, calls } = answering({ ok: true, status: 200, data: lookup });
    await expect(loadPaymentOrder(http, 7)).resolves.toEqual({ ok: true, lookup });
    expect(calls).toEqual([{ path: '/api/payment/order/7', request: undefined }]);
  });

  it('counts an answer that is not ok, or carries an error field, as a failed load', async () => {
    await expect(loadPaymentOrder(answering({ ok: false, kind: 'status', status: 404, message: 'Заказ не найден' }).http, 7)).resolves.toEqual({
      ok: false,
      reason: 'Заказ не найден',
    });
    await expect(loadPaymentOrder(answering({ ok: true, status: 200, data: { ...lookup, error: 'Сбой' } }).http, 7)).resolves.toEqual({
      ok: false,
      reason: null,
    });
    await expect(loadPaymentOrder(answering({ ok: false, kind: 'network', status: 0, message: 'Network Error' }).http, 7)).resolves.toEqual({
      ok: false,
      reason: null,
    });
  });

  it('starts a payment by the chosen method and returns the confirmation address', async () => {
    const { http, calls } = answering({ ok: true, status: 200, data: { confirmation_url: '/sandbox/pay/abc' } });
    await expect(startPayment(http, 7, 'sbp', BASE)).resolves.toEqual({ ok: true, confirmationUrl: `${BASE}/sandbox/pay/abc` });
    expect(calls).toEqual([{ path: '/api/payment/start-payment', request: { method: 'POST', body: { orderId: 7, method: 'sbp' } } }]);
  });

  it("shows the server's text, 'Ошибка запуска оплаты' without one, and 'Ошибка подключения к серверу' without an answer", async () => {
    const refused = answering({ ok: false, kind: 'status', status: 409, message: 'Заказ уже оплачен' }).http;
    await expect(startPayment(refused, 7, 'bank_card', BASE)).resolves.toEqual({ ok: false, message: 'Заказ уже оплачен', status: 409 });
    const silent = answering({ ok: false, kind: 'status', status: 502, message: null }).http;
    await expect(startPayment(silent, 7, 'bank_card', BASE)).resolves.toEqual({ ok: false, message: 'Ошибка запуска оплаты', status: 502 });
    const notJson = answering({ ok: false, kind: 'not-json', status: 502, text: '<html>' }).http;
    await expect(startPayment(notJson, 7, 'bank_card', BASE)).resolves.toMatchObject({ ok: false, message: 'Ошибка запуска оплаты' });
    const withoutUrl = answering({ ok: true, status: 200, data: {} }).http;
    await expect(startPayment(withoutUrl, 7, 'bank_card', BASE)).resolves.toMatchObject({ ok: false, message: 'Ошибка запуска оплаты' });
    const offline = answering({ ok: false, kind: 'network', status: 0, message: 'Network Error' }).http;
    await expect(startPayment(offline, 7, 'bank_card', BASE)).resolves.toEqual({ ok: false, message: 'Ошибка подключения к серверу', status: 0 });
  });

  it('opens only web addresses', () => {
    expect(safeConfirmationUrl('https://yoomoney.ru/checkout/payments/v2/contract?orderId=1', BASE)).toBe(
      'https://yoomoney.ru/checkout/payments/v2/contract?orderId=1',
    );
    expect(safeConfirmationUrl('javascript:alert(1)', BASE)).toBeNull();
    expect(safeConfirmationUrl('data:text/html,x', BASE)).toBeNull();
    expect(safeConfirmationUrl(42, BASE)).toBeNull();
    expect(safeConfirmationUrl('', BASE)).toBeNull();
  });
});
