import fastify, { type FastifyInstance } from 'fastify';
import { AnswersBeforeRouting, type KeptAnswer } from './answers-before-routing';
import { PreparedAnswer, sendPrepared, sendPreparedNow } from './prepared-answer';

/** A Fastify app whose one route prepares its answer per version and remembers it, as the catalogue's routes do. */
async function appWithRoute(): Promise<{ app: FastifyInstance; routed: () => number; setVersion: (version: string | null) => void }> {
  const beforeRouting = new AnswersBeforeRouting();
  let held: string | null = 'v1';
  let routed = 0;
  const answers = new Map<string, PreparedAnswer>();
  const app = fastify();
  beforeRouting.serve(app);
  app.get('/api/list', async (request, reply) => {
    routed++;
    const version = held ?? 'v1';
    let answer = answers.get(version);
    if (!answer) answers.set(version, (answer = PreparedAnswer.of({ version, items: [1, 2, 3] }, { 'X-Total-Count': '3' })));
    const kept = answer;
    if (request.url === '/api/list')
      beforeRouting.keep('/api/list', { holdsFor: () => held === version, sendNow: (again, againReply) => sendPreparedNow(again, againReply, kept) });
    return sendPrepared(request, reply, answer);
  });
  await app.ready();
  return { app, routed: () => routed, setVersion: (version) => (held = version) };
}

describe('AnswersBeforeRouting', () => {
  it('answers a repeat GET of the address before routing, with the route’s bytes and headers', async () => {
    const { app, routed } = await appWithRoute();
    const first = await app.inject({ method: 'GET', url: '/api/list' });
    const again = await app.inject({ method: 'GET', url: '/api/list' });
    expect(routed()).toBe(1);
    expect(again.body).toBe(first.body);
    const { date: _firstDate, ...firstHeaders } = first.headers;
    const { date: _againDate, ...againHeaders } = again.headers;
    expect(againHeaders).toEqual(firstHeaders);
    expect(again.headers['x-total-count']).toBe('3');
    // Revalidated there too.
    const revalidated = await app.inject({ method: 'GET', url: '/api/list', headers: { 'if-none-match': String(first.headers.etag) } });
    expect([revalidated.statusCode, revalidated.body, routed()]).toEqual([304, '', 1]);
  });

  it('leaves the answer to the route once the data has another version or is due to be read', async () => {
    const { app, routed, setVersion } = await appWithRoute();
    await app.inject({ method: 'GET', url: '/api/list' });
    setVersion('v2');
    const changed = await app.inject({ method: 'GET', url: '/api/list' });
    expect([changed.json<{ version: string }>().version, routed()]).toEqual(['v2', 2]);
    setVersion(null);
    await app.inject({ method: 'GET', url: '/api/list' });
    expect(routed()).toBe(3);
  });

  it('keeps only the address the route remembered: another query, HEAD and other methods are routed', async () => {
    const { app, routed } = await appWithRoute();
    await app.inject({ method: 'GET', url: '/api/list?utm_source=vk' });
    await app.inject({ method: 'GET', url: '/api/list?utm_source=vk' });
    expect(routed()).toBe(2);
    await app.inject({ method: 'GET', url: '/api/list' });
    await app.inject({ method: 'HEAD', url: '/api/list' });
    expect(routed()).toBe(4);
  });

  it('routes a client that accepts an encoding not compressed yet, and answers it before routing once it is', async () => {
    const { app, routed } = await appWithRoute();
    await app.inject({ method: 'GET', url: '/api/list' });
    const br = await app.inject({ method: 'GET', url: '/api/list', headers: { 'accept-encoding': 'br' } });
    expect([br.headers['content-encoding'], routed()]).toEqual(['br', 2]);
    const again = await app.inject({ method: 'GET', url: '/api/list', headers: { 'accept-encoding': 'br' } });
    expect([again.headers['content-encoding'], routed()]).toEqual(['br', 2]);
    expect(again.rawPayload).toEqual(br.rawPayload);
  });

  it('lets go of an address it is told to forget, and of the one kept longest ago past its bound', async () => {
    const beforeRouting = new AnswersBeforeRouting();
    const app = fastify();
    beforeRouting.serve(app);
    let routed = 0;
    app.get('/:n', async () => `routed ${++routed}`);
    await app.ready();
    const kept = (body: string): KeptAnswer => ({ holdsFor: () => true, sendNow: (_request, reply) => Boolean(reply.send(body)) });
    for (let n = 0; n <= 5_000; n++) beforeRouting.keep(`/${n}`, kept(`kept ${n}`));
    expect((await app.inject({ method: 'GET', url: '/1' })).body).toBe('kept 1');
    expect((await app.inject({ method: 'GET', url: '/0' })).body).toBe('routed 1');
    beforeRouting.forget('/1');
    expect((await app.inject({ method: 'GET', url: '/1' })).body).toBe('routed 2');
    expect((await app.inject({ method: 'GET', url: '/5000' })).body).toBe('kept 5000');
  });
});
