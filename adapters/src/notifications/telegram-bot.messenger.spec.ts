import { DeliveryRefused } from '@shop/application';
import { sendJson, StubHttpServer } from '../../test/support/stub-http-server';
import { TelegramBotMessenger } from './telegram-bot.messenger';

const ALERT = { text: 'Новый заказ №7\nПолучатель: Иванов Иван', link: { label: 'Открыть заказы', url: 'https://shop.example/admin/orders' } };
const SENT = { ok: true, result: { message_id: 10, chat: { id: -1001 }, text: ALERT.text } };

describe('TelegramBotMessenger against a stub of the Bot API', () => {
  let stub: StubHttpServer;
  let messenger: TelegramBotMessenger;

  beforeEach(async () => {
    stub = new StubHttpServer((_req, _body, res) => sendJson(res, 200, SENT));
    messenger = new TelegramBotMessenger({ apiUrl: await stub.start(), token: '123456:ABC-secret', chatId: '-1001', timeoutMs: 300 });
  });
  afterEach(() => stub.stop());

  it('calls sendMessage with the chat, the text and the link as an inline button', async () => {
    await messenger.send(ALERT);
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect([request.method, request.url, request.headers['content-type']]).toEqual(['POST', '/bot123456:ABC-secret/sendMessage', 'application/json']);
    expect(JSON.parse(request.body)).toEqual({
      chat_id: '-1001',
      text: ALERT.text,
      link_preview_options: { is_disabled: true },
      reply_markup: { inline_keyboard: [[{ text: 'Открыть заказы', url: 'https://shop.example/admin/orders' }]] },
    });
  });

  it('puts the link in the text when Telegram refuses the button URL (a shop on localhost)', async () => {
    stub.queued.push((_req, _body, res) =>
      sendJson(res, 400, {
        ok: false,
        error_code: 400,
        description: "Bad Request: inline keyboard button URL 'http://localhost:3000/admin/orders' is invalid",
      }),
    );
    await messenger.send(ALERT);
    expect(stub.requests).toHaveLength(2);
    const retried = JSON.parse(stub.requests[1].body);
    expect(retried.reply_markup).toBeUndefined();
    expect(retried.text).toBe(`${ALERT.text}\n\nОткрыть заказы: https://shop.example/admin/orders`);
  });

  it('leaves a 429, a 5xx, a timeout or a broken answer to a retry, and gives up on a final refusal', async () => {
    stub.queued.push((_req, _body, res) =>
      sendJson(res, 429, { ok: false, error_code: 429, description: 'Too Many Requests: retry after 3', parameters: { retry_after: 3 } }),
    );
    await expect(messenger.send(ALERT)).rejects.toThrow('Telegram Bot API answered 429: Too Many Requests: retry after 3');
    stub.queued.push((_req, _body, res) => sendJson(res, 502, { ok: false, error_code: 502, description: 'Bad Gateway' }));
    await expect(messenger.send(ALERT)).rejects.not.toBeInstanceOf(DeliveryRefused);
    stub.queued.push(() => undefined);
    await expect(messenger.send(ALERT)).rejects.toThrow(/timeout|aborted/i);
    stub.queued.push((_req, _body, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy</html>'));
    await expect(messenger.send(ALERT)).rejects.toThrow('Telegram Bot API answered 200 without JSON');

    stub.queued.push((_req, _body, res) => sendJson(res, 400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' }));
    const refused = messenger.send(ALERT);
    await expect(refused).rejects.toBeInstanceOf(DeliveryRefused);
    await expect(refused).rejects.toThrow('Telegram Bot API answered 400: Bad Request: chat not found');
    stub.queued.push((_req, _body, res) => sendJson(res, 403, { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' }));
    await expect(messenger.send(ALERT)).rejects.toBeInstanceOf(DeliveryRefused);
  });
});
