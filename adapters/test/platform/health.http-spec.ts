import { useTestApp } from '../support/test-context';
import { DataSource } from 'typeorm';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('reports the database up', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('answers 503 with the database down, and when to ask again', async () => {
    await ctx.t.app.get(DataSource).destroy();
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toMatchObject({ status: 'error', database: 'down', error: 'База данных недоступна' });
  });
});
