import { useTestApp } from '../support/test-context';

describe('API errors', () => {
  const ctx = useTestApp();

  it('answers an unknown API path with a Russian JSON 404', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Не найдено' });
  });

  it('answers malformed JSON with a Russian 400', async () => {
    const res = await ctx.t.app.inject({ method: 'POST', url: '/api/products', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect([400, 404]).toContain(res.statusCode);
    expect(typeof res.json().error).toBe('string');
  });
});
