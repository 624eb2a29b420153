import fastify, { type FastifyInstance } from 'fastify';
import { AnswersBeforeRouting, type AnswerRules, type KeptAnswer } from './answers-before-routing';
import { PreparedAnswer, preparedReplyNow, sendPrepared } from './prepared-answer';
import { addSecurityHeaders, securityHeadersByAddress } from './security-headers';

/** Answers with an access-log line due: every kept answer is sent from Fastify's first hook (as Fastify's inject() only can). */
const LOGGED: AnswerRules = { securityHeadersFor: securityHeadersByAddress({}), accessLogged: () => true };

/** A Fastify app whose one route prepares its answer per version and remembers it, as the catalogue's routes do. */
async function appWithRoute(
  rules = LOGGED,
): Promise<{ app: FastifyInstance; routed: () => number; seenByFastify: () => number; setVersion: (version: string | null) => void }> {
  const beforeRouting = new AnswersBeforeRouting();
  let held: string | null = 'v1';
  let routed = 0;
  let seenByFastify = 0;
  const answers = new Map<string, PreparedAnswer>();
  const app = fastify();
  app.addHook('onRequest', (_request, _reply, done) => {
    seenByFastify++;
    done();
  });
  addSecurityHeaders(app, rules.securityHeadersFor);
  beforeRouting.serve(app, rules);
  app.get('/api/list', async (request, reply) => {
    routed++;
    const version = held ?? 'v1';
    let answer = answers.get(version);
    if (!answer) answers.set(version, (answer = PreparedAnswer.of({ version, items: [1, 2, 3] }, { 'X-Total-Count': '3' })));
    const kept = answer;
    if (request.url === '/api/list') beforeRouting.keep('/api/list', { holdsFor: () => held === version, replyNow: (again) => preparedReplyNow(again, kept) });
    return sendPrepared(request, reply, answer);
  });
  await app.ready();
  return { app, routed: () => routed, seenByFastify: () => seenByFastify, setVersion: (version) => (held = version) };
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
    beforeRouting.serve(app, LOGGED);
    let routed = 0;
    app.get('/:n', async () => `routed ${++routed}`);
    await app.ready();
    const kept = (body: string): KeptAnswer => ({ holdsFor: () => true, replyNow: () => ({ status: 200, headers: {}, body: Buffer.from(body) }) });
    for (let n = 0; n <= 5_000; n++) beforeRouting.keep(`/${n}`, kept(`kept ${n}`));
    expect((await app.inject({ method: 'GET', url: '/1' })).body).toBe('kept 1');
    expect((await app.inject({ method: 'GET', url: '/0' })).body).toBe('routed 1');
    beforeRouting.forget('/1');
    expect((await app.inject({ method: 'GET', url: '/1' })).body).toBe('routed 2');
    expect((await app.inject({ method: 'GET', url: '/5000' })).body).toBe('kept 5000');
  });

  it('answers in front of Fastify where no access-log line is due, with the bytes and headers Fastify would send', async () => {
    const { app, routed, seenByFastify, setVersion } = await appWithRoute({ ...LOGGED, accessLogged: () => false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const headersOf = (answer: Response) => Object.fromEntries([...answer.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));
      const first = await fetch(`${url}/api/list`);
      const again = await fetch(`${url}/api/list`);
      expect([routed(), seenByFastify()]).toEqual([1, 1]);
      expect(await again.text()).toBe(await first.text());
      expect(headersOf(again)).toEqual(headersOf(first));
      expect(again.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const revalidated = await fetch(`${url}/api/list`, { headers: { 'if-none-match': String(first.headers.get('etag')) } });
      expect([revalidated.status, await revalidated.text(), seenByFastify()]).toEqual([304, '', 1]);
      // HEAD, another address and an answer that no longer holds go to Fastify.
      await fetch(`${url}/api/list`, { method: 'HEAD' });
      await fetch(`${url}/api/list?page=1`);
      setVersion('v2');
      await fetch(`${url}/api/list`);
      expect([seenByFastify(), routed()]).toEqual([4, 4]);
    } finally {
      await app.close();
    }
  });

  it('answers through Fastify where an access-log line is due, so its hooks run for the request', async () => {
    const { app, routed, seenByFastify } = await appWithRoute();
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await fetch(`${url}/api/list`);
      await fetch(`${url}/api/list`);
      expect([routed(), seenByFastify()]).toEqual([1, 2]);
    } finally {
      await app.close();
    }
  });

  it('leaves every request to Fastify once the server is shutting down', async () => {
    const beforeRouting = new AnswersBeforeRouting();
    const app = fastify();
    beforeRouting.serve(app, { ...LOGGED, accessLogged: () => false });
    app.get('/api/list', async () => 'routed');
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      beforeRouting.keep('/api/list', { holdsFor: () => true, replyNow: () => ({ status: 200, headers: {}, body: Buffer.from('kept') }) });
      expect(await (await fetch(`${url}/api/list`)).text()).toBe('kept');
      beforeRouting.beforeApplicationShutdown();
      expect(await (await fetch(`${url}/api/list`)).text()).toBe('routed');
    } finally {
      await app.close();
    }
  });
});
