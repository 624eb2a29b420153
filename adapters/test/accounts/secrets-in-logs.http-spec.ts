import { Writable } from 'node:stream';
import { ApiClient } from '../support/api-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { outboxMessages, resetTokenOf } from './outbox';

describe('logs never carry a password, hash or token', () => {
  let t: TestApp;
  let api: ApiClient;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    t = await createTestApp({}, { logDestination: sink });
    api = new ApiClient(t.app);
  });
  afterAll(() => t.close());

  it('logs the requests of a whole account life cycle without their secrets', async () => {
    await api.register('fedor', 'Пароль-Федора-1');
    const { token, cookie } = await api.login('fedor', 'Пароль-Федора-1');
    await api.request('GET', '/api/profile', { token });
    await api.request('POST', '/api/auth/refresh', { cookie });
    await api.request('POST', '/api/auth/forgot-password', { body: { email: 'fedor@example.ru' } });
    const resetToken = resetTokenOf(outboxMessages(t.config.mail.outboxDir)[0]);
    await api.request('POST', '/api/auth/reset-password', { body: { token: resetToken, password: 'Новый-Пароль-2' } });

    const log = lines.join('');
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('mail written to the outbox');
    for (const secret of ['Пароль-Федора-1', 'Новый-Пароль-2', token, cookie.split('=')[1], resetToken, '$argon2id$']) {
      expect(log).not.toContain(secret);
    }
  });
});
