import { DataSource } from 'typeorm';
import { outboxMessages, resetTokenOf, waitForMail } from '../accounts/outbox';
import { useTestApp } from '../support/test-context';

describe('«Сотрудники»: the owner invites and removes staff; a florist works on the board only', () => {
  const ctx = useTestApp({ admin: true, customers: ['kira'], env: { PUBLIC_URL: 'https://shop.example', RATE_LIMIT_SCALE: '10' } });
  const admin = () => ctx.tokens.admin;
  const staff = (token = admin()) => ctx.api.request('GET', '/api/admin/staff', { token });
  const invite = (body: unknown, token = admin()) => ctx.api.request('POST', '/api/admin/staff', { token, body });
  const remove = (userId: number | string, token = admin()) => ctx.api.request('DELETE', `/api/admin/staff/${userId}`, { token });
  const mailTo = (email: string) => waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`To: ${email}`) && m.includes('Приглашение в команду'));
  const ownerId = async () => ((await staff()).json() as { user_id: number; role: string }[]).find((member) => member.role === 'admin')!.user_id;

  it('lists the seeded owner as an accepted member never invited', async () => {
    const res = await staff();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ user_id: expect.any(Number), email: ctx.t.config.admin.email, role: 'admin', invited_at: null, accepted: true }]);
  });

  it('invites a new address: the mail’s one-time link sets a password, the florist signs in and sees the board but not the owner’s work', async () => {
    const res = await invite({ email: ' Nina@Example.ru ', role: 'florist' });
    expect(res.statusCode).toBe(201);
    const member = res.json();
    expect(member).toMatchObject({ email: 'nina@example.ru', role: 'florist', accepted: false });
    expect(Date.parse(member.invited_at)).toBeGreaterThan(Date.now() - 60_000);

    const mail = await mailTo('nina@example.ru');
    expect(mail).toContain('Вас пригласили в магазин');
    expect(mail).toContain('с правами флориста');
    expect(mail).toContain('https://shop.example/reset-password?token=');
    const token = resetTokenOf(mail);
    // The account cannot be entered before the link sets a password.
    await expect(ctx.api.login('nina@example.ru', 'Букет-на-заказ-1')).rejects.toThrow(/401/);
    const set = await ctx.api.request('POST', '/api/auth/reset-password', { body: { token, password: 'Букет-на-заказ-1' } });
    expect(set.statusCode).toBe(200);
    const again = await ctx.api.request('POST', '/api/auth/reset-password', { body: { token, password: 'Другой-пароль-2' } });
    expect(again.statusCode).toBe(400);

    const nina = await ctx.api.login('nina@example.ru', 'Букет-на-заказ-1');
    expect(nina.role).toBe('florist');
    expect((await ctx.api.request('GET', '/api/auth/check-admin', { token: nina.token })).json()).toEqual({ isAdmin: true, role: 'florist' });
    expect((await ctx.api.request('GET', '/api/admin/deliveries?date=2026-12-01', { token: nina.token })).statusCode).toBe(200);
    expect((await ctx.api.request('GET', '/api/admin/orders', { token: nina.token })).statusCode).toBe(200);
    const refused = await staff(nina.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Недостаточно прав' });
    expect((await ctx.api.request('GET', '/api/admin/products', { token: nina.token })).json()).toEqual({ error: 'Недостаточно прав' });

    const listed = (await staff()).json();
    expect(listed).toHaveLength(2);
    expect(listed[1]).toMatchObject({ user_id: member.user_id, email: 'nina@example.ru', role: 'florist', accepted: true });
  });

  it('gives an existing customer’s account the role, keeping their password', async () => {
    const res = await invite({ email: 'kira@example.ru', role: 'florist' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'kira@example.ru', role: 'florist', accepted: false });
    await mailTo('kira@example.ru');
    const kira = await ctx.api.login('kira');
    expect(kira.role).toBe('florist');
    expect((await ctx.api.request('GET', '/api/admin/orders/pending', { token: kira.token })).statusCode).toBe(200);
  });

  it('refuses a bad address or role in Russian, and a florist inviting anyone', async () => {
    expect((await invite({ email: 'нет', role: 'florist' })).json()).toEqual({ error: 'Некорректный email' });
    const role = await invite({ email: 'oleg@example.ru', role: 'user' });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toEqual({ error: 'Роль сотрудника: admin (владелец) или florist (флорист)' });
    const kira = await ctx.api.login('kira');
    const byFlorist = await invite({ email: 'oleg@example.ru', role: 'admin' }, kira.token);
    expect(byFlorist.statusCode).toBe(403);
    expect(byFlorist.json()).toEqual({ error: 'Недостаточно прав' });
    expect(outboxMessages(ctx.t.config.mail.outboxDir).some((m) => m.includes('oleg@example.ru'))).toBe(false);
  });

  it('removes a florist: back to a customer, signed out everywhere, the admin routes closed at once', async () => {
    const kira = await ctx.api.login('kira');
    const userId = kira.id;
    expect((await remove(userId)).statusCode).toBe(204);
    expect((await ctx.api.request('POST', '/api/auth/refresh', { cookie: kira.cookie })).statusCode).toBe(401);
    const closed = await ctx.api.request('GET', '/api/admin/orders', { token: kira.token });
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ error: 'Доступ запрещён' });
    expect((await staff()).json().map((member: { email: string }) => member.email)).not.toContain('kira@example.ru');
    const gone = await remove(userId);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'Сотрудник не найден' });
  });

  it('never removes oneself or the last owner, also when two owners remove each other at the same moment', async () => {
    const owner = await ownerId();
    const self = await remove(owner);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: 'Нельзя убрать из сотрудников самого себя' });

    expect((await invite({ email: 'vlad@example.ru', role: 'admin' })).statusCode).toBe(201);
    const token = resetTokenOf(await mailTo('vlad@example.ru'));
    expect((await ctx.api.request('POST', '/api/auth/reset-password', { body: { token, password: 'Владелец-номер-2' } })).statusCode).toBe(200);
    const vlad = await ctx.api.login('vlad@example.ru', 'Владелец-номер-2');
    expect(vlad.role).toBe('admin');

    const [first, second] = await Promise.all([remove(vlad.id), remove(owner, vlad.token)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    // One removal wins; the other finds the shop with one owner left (409), or its caller already removed (403).
    expect(statuses[0]).toBe(204);
    expect([403, 409]).toContain(statuses[1]);
    const owners: { id: number; email: string }[] = await ctx.t.app.get(DataSource).query(`SELECT id, email FROM users WHERE role = 'admin'`);
    expect(owners).toHaveLength(1);

    // Demoting the only owner to a florist by an invitation is refused too.
    const [remaining] = owners;
    const demote = await invite({ email: remaining.email, role: 'florist' }, remaining.id === owner ? admin() : vlad.token);
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ error: 'Нельзя убрать последнего владельца магазина' });
  });
});
