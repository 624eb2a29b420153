import { Controller, Get } from '@nestjs/common';
import type { SuccessResponseDto } from '@shop/domain';
import { DataSource } from 'typeorm';
import { Answers } from '../../src/http/openapi/api.decorators';
import { SUCCESS } from '../../src/http/openapi/contract.schemas';
import { AdminOnly } from '../../src/security/access.decorators';
import { useTestApp } from '../support/test-context';

/** Stands for every admin endpoint: the same decorator, so the same two guards in the same order. */
@Controller('api/admin/probe')
@AdminOnly()
class AdminProbeController {
  @Get()
  @Answers(200, SUCCESS)
  probe(): SuccessResponseDto {
    return { success: true };
  }
}

describe('profile and the admin guard', () => {
  const ctx = useTestApp({ options: { controllers: [AdminProbeController] } });

  it('reads and saves the caller’s own profile', async () => {
    const { token } = await ctx.api.customer('galina');
    const read = await ctx.api.request('GET', '/api/profile', { token });
    expect(read.statusCode).toBe(200);
    expect(read.json().user).toMatchObject({ username: 'galina', email: 'galina@example.ru', phone: null });
    expect(read.json().user.last_login).not.toBeNull();

    const body = { email: 'galina.new@example.ru', full_name: 'Петрова Галина', phone: '+79161234567', telegram: '@galina_p' };
    const saved = await ctx.api.request('PUT', '/api/profile', { token, body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({ email: 'galina.new@example.ru', full_name: 'Петрова Галина', phone: '+79161234567', telegram: '@galina_p' });

    const cleared = await ctx.api.request('PUT', '/api/profile', { token, body: { email: 'galina.new@example.ru', full_name: '', phone: '', telegram: '' } });
    expect(cleared.json().user).toMatchObject({ full_name: null, phone: null, telegram: null });
  });

  it('stores every accepted spelling of a phone as +79161234567', async () => {
    const { token } = await ctx.api.login('galina');
    for (const phone of ['+7 916 123-45-67', '+7 (916) 123-45-67', '8 916 123 45 67', '89161234567', '+79161234567']) {
      const saved = await ctx.api.request('PUT', '/api/profile', { token, body: { email: 'galina.new@example.ru', phone } });
      expect({ phone, status: saved.statusCode, stored: saved.json().user.phone }).toEqual({ phone, status: 200, stored: '+79161234567' });
    }
    expect((await ctx.api.request('GET', '/api/profile', { token })).json().user.phone).toBe('+79161234567');
  });

  it.each([
    [{ email: 'galina' }, 'Некорректный email'],
    [{ email: 'g@example.ru', phone: '8916123456' }, 'Введите телефон в формате +7XXXXXXXXXX: +7 и ровно 10 цифр'],
    [{ email: 'g@example.ru', phone: '+1 916 123-45-67' }, 'Введите телефон в формате +7XXXXXXXXXX: +7 и ровно 10 цифр'],
    [{ email: 'g@example.ru', telegram: 'galina' }, 'Telegram: символ @ и от 5 до 32 латинских букв, цифр или _'],
    [{ email: 'g@example.ru', full_name: 'галина' }, 'Введите фамилию и имя, например: Иванов Иван'],
  ])('refuses %j with %p', async (body, message) => {
    const { token } = await ctx.api.login('galina');
    const res = await ctx.api.request('PUT', '/api/profile', { token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('never lets one customer read or change another’s profile', async () => {
    const galina = await ctx.api.login('galina');
    const dmitry = await ctx.api.customer('dmitry');
    const res = await ctx.api.request('PUT', '/api/profile', { token: dmitry.token, body: { id: galina.id, email: 'hijack@example.ru' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(dmitry.id);
    const own = await ctx.api.request('GET', '/api/profile', { token: galina.token });
    expect(own.json().user.email).toBe('galina.new@example.ru');
  });

  it('answers 409 when the new e-mail belongs to someone else', async () => {
    const { token } = await ctx.api.login('dmitry');
    const res = await ctx.api.request('PUT', '/api/profile', { token, body: { email: 'galina.new@example.ru' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Пользователь с таким email уже зарегистрирован' });
  });

  it('answers check-admin from the database and guards admin endpoints: 401 without a token, 403 for a customer', async () => {
    const customer = await ctx.api.login('dmitry');
    const admin = await ctx.api.login(ctx.t.config.admin.email, ctx.t.config.admin.password);
    expect((await ctx.api.request('GET', '/api/auth/check-admin', { token: customer.token })).json()).toEqual({ isAdmin: false, role: 'user' });
    expect((await ctx.api.request('GET', '/api/auth/check-admin', { token: admin.token })).json()).toEqual({ isAdmin: true, role: 'admin' });
    expect((await ctx.api.request('GET', '/api/auth/check-admin')).statusCode).toBe(401);

    expect((await ctx.api.request('GET', '/api/admin/probe')).statusCode).toBe(401);
    const forbidden = await ctx.api.request('GET', '/api/admin/probe', { token: customer.token });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'Доступ запрещён' });
    expect((await ctx.api.request('GET', '/api/admin/probe', { token: admin.token })).statusCode).toBe(200);
  });

  it('trusts the database, not the token, about the admin role', async () => {
    const admin = await ctx.api.login(ctx.t.config.admin.email, ctx.t.config.admin.password);
    await ctx.t.app.get(DataSource).query(`UPDATE users SET role = 'user' WHERE id = $1`, [admin.id]);
    expect((await ctx.api.request('GET', '/api/admin/probe', { token: admin.token })).statusCode).toBe(403);
    await ctx.t.app.get(DataSource).query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  });
});
