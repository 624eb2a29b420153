import { DataSource } from 'typeorm';
import { useTestApp } from '../support/test-context';
import { outboxMessages, resetTokenOf } from './outbox';

describe('forgot and reset password by e-mail', () => {
  const ctx = useTestApp({ env: { PUBLIC_URL: 'https://shop.example', RATE_LIMIT_SCALE: '10' } });
  beforeAll(async () => {
    // More forgot-password calls here than the per-e-mail limit allows; the limits have their own test.
    await ctx.api.register('vera', 'Зелень-2025', 'vera@example.ru');
  });

  const forgot = (email: unknown) => ctx.api.request('POST', '/api/auth/forgot-password', { body: { email } });
  const reset = (token: unknown, password: string) => ctx.api.request('POST', '/api/auth/reset-password', { body: { token, password } });

  it('answers the same for a known and an unknown e-mail and mails only the known one', async () => {
    const known = await forgot('VERA@example.ru');
    const unknown = await forgot('ghost@example.ru');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: 'Если такой email зарегистрирован, мы отправили на него ссылку для сброса пароля.' });

    const messages = outboxMessages(ctx.t.config.mail.outboxDir);
    expect(messages).toHaveLength(1);
    const [eml] = messages;
    expect(eml).toMatch(/^To: vera@example\.ru$/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('https://shop.example/reset-password?token=');
  });

  it('refuses a malformed e-mail with the spec message', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Некорректный email' });
  });

  it('sets a new password once, signs out every session, and the link cannot be used again', async () => {
    const session = await ctx.api.login('vera');
    await forgot('vera@example.ru');
    const token = resetTokenOf(outboxMessages(ctx.t.config.mail.outboxDir).at(-1) as string);

    const weak = await reset(token, 'простой');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ error: 'Пароль не соответствует требованиям' });

    const done = await reset(token, 'Новый-пароль-7');
    expect(done.statusCode).toBe(200);
    expect((await ctx.api.request('POST', '/api/auth/refresh', { cookie: session.cookie })).statusCode).toBe(401);
    await expect(ctx.api.login('vera', 'Зелень-2025')).rejects.toThrow(/401/);
    await expect(ctx.api.login('vera', 'Новый-пароль-7')).resolves.toMatchObject({ role: 'user' });

    const again = await reset(token, 'Ещё-один-пароль-8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.' });
  });

  it('refuses an expired, unknown or missing token', async () => {
    await forgot('vera@example.ru');
    const token = resetTokenOf(outboxMessages(ctx.t.config.mail.outboxDir).at(-1) as string);
    await ctx.t.app.get(DataSource).query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'`);
    for (const bad of [token, 'unknown-token', '']) {
      const res = await reset(bad, 'Новый-пароль-9');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Ссылка для сброса пароля недействительна или устарела. Запросите новую.');
    }
  });

  it('keeps reset tokens hashed and gives them an hour', async () => {
    await forgot('vera@example.ru');
    const token = resetTokenOf(outboxMessages(ctx.t.config.mail.outboxDir).at(-1) as string);
    const [row] = await ctx.t.app.get(DataSource).query(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at) AS ttl FROM password_reset_tokens ORDER BY id DESC LIMIT 1`,
    );
    expect(row.token_hash).not.toContain(token);
    expect(Math.round(Number(row.ttl))).toBe(3600);
  });
});
