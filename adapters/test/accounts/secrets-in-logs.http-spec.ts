import { Writable } from 'node:stream';
import { useTestApp } from '../support/test-context';
import { resetTokenOf, waitForMail } from './outbox';

describe('logs never carry a password, hash or token', () => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const ctx = useTestApp({ options: { logDestination: sink } });

  it('logs the requests of a whole account life cycle without their secrets', async () => {
    await ctx.api.register('fedor', 'Пароль-Федора-1');
    const { token, cookie } = await ctx.api.login('fedor', 'Пароль-Федора-1');
    await ctx.api.request('GET', '/api/profile', { token });
    await ctx.api.request('POST', '/api/auth/refresh', { cookie });
    await ctx.api.request('POST', '/api/auth/forgot-password', { body: { email: 'fedor@example.ru' } });
    const resetToken = resetTokenOf(await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes('/reset-password?token=')));
    await ctx.api.request('POST', '/api/auth/reset-password', { body: { token: resetToken, password: 'Новый-Пароль-2' } });

    const log = lines.join('');
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('mail written to the outbox');
    for (const secret of ['Пароль-Федора-1', 'Новый-Пароль-2', token, cookie.split('=')[1], resetToken, '$argon2id$']) {
      expect(log).not.toContain(secret);
    }
  });
});
