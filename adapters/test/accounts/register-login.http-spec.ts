import { DataSource } from 'typeorm';
import { useTestApp } from '../support/test-context';

describe('POST /api/auth/register and /api/auth/login', () => {
  const ctx = useTestApp();

  const register = (body: unknown) => ctx.api.request('POST', '/api/auth/register', { body });

  it('registers a customer and answers 201 with the profile, never the password or its hash', async () => {
    const res = await register({ email: 'Anna@Example.ru', username: 'anna', password: 'Зелень-2025' });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ username: 'anna', email: 'anna@example.ru', role: 'user', full_name: null, last_login: null });
    expect(Object.keys(user).sort()).toEqual(['created_at', 'email', 'full_name', 'id', 'last_login', 'phone', 'role', 'telegram', 'username']);
    expect(res.body).not.toMatch(/Зелень-2025|argon2/);
  });

  it.each([
    [{ email: 'anna', username: 'x-anna', password: 'Зелень-2025' }, 'Некорректный email'],
    [{ email: '', username: 'x-anna', password: 'Зелень-2025' }, 'Введите email'],
    [{ email: 'a@b.ru', username: '', password: 'Зелень-2025' }, 'Введите имя пользователя'],
    [{ email: 'a@b.ru', username: 'a@b', password: 'Зелень-2025' }, 'Имя пользователя: от 3 до 32 символов — буквы, цифры, точка, дефис или подчёркивание'],
    [{ email: 'a@b.ru', username: 'boris', password: 'short' }, 'Пароль должен содержать не менее 8 символов'],
    [{ email: 'a@b.ru', username: 'boris' }, 'Введите пароль'],
    [{ email: 42, username: 'boris', password: 'Зелень-2025' }, 'Введите email'],
  ])('refuses %j with 400 %p', async (body, message) => {
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('answers 409 for a taken e-mail or username, whatever their case', async () => {
    const email = await register({ email: 'ANNA@example.ru', username: 'anna2', password: 'Зелень-2025' });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ error: 'Пользователь с таким email уже зарегистрирован' });
    const username = await register({ email: 'other@example.ru', username: 'ANNA', password: 'Зелень-2025' });
    expect(username.statusCode).toBe(409);
    expect(username.json()).toEqual({ error: 'Это имя пользователя уже занято' });
  });

  it('logs in by username or e-mail in any case, sets the refresh cookie and records last_login', async () => {
    for (const identifier of ['anna', 'ANNA', 'anna@example.ru', 'Anna@EXAMPLE.ru']) {
      const res = await ctx.api.request('POST', '/api/auth/login', { body: { identifier, password: 'Зелень-2025' } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['id', 'role', 'token']);
      expect(body.role).toBe('user');
      expect(body.token.split('.')).toHaveLength(3);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^shop_refresh=[\w-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/api/auth');
    }
    const [{ last_login }] = await ctx.t.app.get(DataSource).query(`SELECT last_login FROM users WHERE username = 'anna'`);
    expect(Date.now() - new Date(last_login).getTime()).toBeLessThan(60_000);
  });

  it('answers a wrong password and an unknown account alike: 401 "Неверный логин или пароль"', async () => {
    const wrong = await ctx.api.request('POST', '/api/auth/login', { body: { identifier: 'anna', password: 'Зелень-2026' } });
    const unknown = await ctx.api.request('POST', '/api/auth/login', { body: { identifier: 'nobody', password: 'Зелень-2025' } });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Неверный логин или пароль' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('asks for the missing login fields', async () => {
    const res = await ctx.api.request('POST', '/api/auth/login', { body: { identifier: 'anna' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Введите пароль' });
  });

  it('lets the seeded admin log in with role admin', async () => {
    const admin = await ctx.api.login(ctx.t.config.admin.email, ctx.t.config.admin.password);
    expect(admin.role).toBe('admin');
  });
});
