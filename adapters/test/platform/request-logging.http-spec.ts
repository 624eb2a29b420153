import { setTimeout as delay } from 'node:timers/promises';
import { Controller, Get, Logger, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { jsonLogLines } from '../support/log-lines';
import { useTestApp } from '../support/test-context';

/** Handlers that log (or fail) after a pause, so that requests answered together interleave. */
@Controller('api/log-probe')
class LogProbeController {
  private readonly logger = new Logger('Probe');

  @Get('warn/:n')
  async warn(@Param('n') n: string, @Req() request: FastifyRequest): Promise<{ id: string }> {
    await delay(Number(n) * 10);
    this.logger.warn({ msg: 'probe warned', n });
    return { id: request.id };
  }

  @Get('fail/:n')
  async fail(@Param('n') n: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<never> {
    void reply.header('x-request-id', request.id);
    await delay(Number(n) * 10);
    throw new Error(`the probe broke on ${n}`);
  }

  @Get('middleware')
  middleware(@Req() request: FastifyRequest): { ran: boolean } {
    // @fastify/middie marks the raw request (originalUrl) only when it has Express-style middleware to run.
    return { ran: 'originalUrl' in request.raw };
  }
}

/** The prototype every pino logger and child logger shares: a child made anywhere goes through its `child`. */
const pinoPrototype = Object.getPrototypeOf(Object.getPrototypeOf(pino({ enabled: false }))) as { child: () => unknown };

describe('log lines of a request at LOG_LEVEL=warn', () => {
  const { lines, sink } = jsonLogLines();
  const ctx = useTestApp({ env: { LOG_LEVEL: 'warn' }, options: { logDestination: sink, controllers: [LogProbeController] } });
  const inject = (url: string, token?: string) => ctx.t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  afterEach(() => jest.restoreAllMocks());

  it('writes nothing and makes no logger for requests that log nothing, and runs no Express-style middleware', async () => {
    const { token } = await ctx.api.customer('vera');
    const child = jest.spyOn(pinoPrototype, 'child');
    const before = lines.length;
    for (const url of ['/api/products', '/api/products/1', '/api/cart', '/api/no-such-thing']) expect((await inject(url, token)).statusCode).toBeLessThan(500);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.slice(before)).toEqual([]);
    expect(child).not.toHaveBeenCalled();
    expect((await inject('/api/log-probe/middleware')).json()).toEqual({ ran: false });
  });

  it('names its own request on every line written while requests are answered together', async () => {
    const answers = await Promise.all([inject('/api/log-probe/warn/3?secret=1'), inject('/api/log-probe/warn/1')]);
    const ids = answers.map((answer) => answer.json().id as string);
    expect(new Set(ids).size).toBe(2);
    const warned = lines.filter((line) => line.msg === 'probe warned');
    expect(warned.map(({ level, context, n, req }) => ({ level, context, n, req }))).toEqual([
      { level: 40, context: 'Probe', n: '1', req: { id: ids[1], method: 'GET', url: '/api/log-probe/warn/1' } },
      { level: 40, context: 'Probe', n: '3', req: { id: ids[0], method: 'GET', url: '/api/log-probe/warn/3' } },
    ]);
  });

  it('writes a failed request’s error line with the request it failed', async () => {
    const [slow, quick] = await Promise.all([inject('/api/log-probe/fail/3'), inject('/api/log-probe/fail/1')]);
    expect([slow.statusCode, quick.statusCode]).toEqual([500, 500]);
    expect(slow.headers['x-request-id']).not.toBe(quick.headers['x-request-id']);
    const failed = lines.filter((line) => line.msg === 'request failed');
    expect(failed.map(({ level, context, kind, req }) => ({ level, context, kind, req }))).toEqual([
      {
        level: 50,
        context: 'ApiExceptionFilter',
        kind: 'internal: the probe broke on 1',
        req: { id: quick.headers['x-request-id'], method: 'GET', url: '/api/log-probe/fail/1' },
      },
      {
        level: 50,
        context: 'ApiExceptionFilter',
        kind: 'internal: the probe broke on 3',
        req: { id: slow.headers['x-request-id'], method: 'GET', url: '/api/log-probe/fail/3' },
      },
    ]);
  });
});
