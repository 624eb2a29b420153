import { Logger } from '@nestjs/common';
import { AppLogger } from './app-logger';
import { createRootLogger } from './root-logger';

describe('AppLogger', () => {
  const lines: Record<string, unknown>[] = [];
  const sink = { write: (line: string) => lines.push(JSON.parse(line)) };
  const logger = new Logger('Orders');
  const written = () => lines.map(({ level, context, msg, err, ...rest }) => ({ level, context, msg, err, ...omit(rest) }));

  beforeEach(() => {
    lines.length = 0;
    Logger.overrideLogger(new AppLogger(createRootLogger('info', sink)));
  });
  afterAll(() => Logger.overrideLogger(false));

  it('writes an object message as the line’s fields, with the context and secrets redacted', () => {
    logger.warn({ msg: 'payment late', orderId: 7, user: { password: 'Пароль-1' } });
    expect(written()).toEqual([{ level: 40, context: 'Orders', msg: 'payment late', err: undefined, orderId: 7, user: { password: '[скрыто]' } }]);
  });

  it('writes a text message with its printf arguments, and an Error as `err`', () => {
    logger.log('%d orders sent', 3);
    logger.error(new Error('mail down'));
    expect(written()).toEqual([
      { level: 30, context: 'Orders', msg: '3 orders sent', err: undefined },
      { level: 50, context: 'Orders', msg: 'mail down', err: expect.objectContaining({ type: 'Error', message: 'mail down' }) },
    ]);
  });

  it('keeps the stack Nest’s exception handlers pass after the message as the line’s `err`', () => {
    const stack = 'Error: boom\n    at Handler.run (handler.ts:1:1)';
    Logger.error('boom', stack, 'ExceptionsHandler');
    expect(written()).toEqual([{ level: 50, context: 'ExceptionsHandler', msg: 'boom', err: expect.objectContaining({ message: 'boom', stack }) }]);
  });

  it('does not read a message below the level', () => {
    const message = {
      get msg(): string {
        throw new Error('read');
      },
    };
    expect(() => logger.debug(message)).not.toThrow();
    expect(lines).toEqual([]);
  });
});

/** The fields every pino line has, left out of comparisons. */
function omit(fields: Record<string, unknown>): Record<string, unknown> {
  const { time: _time, pid: _pid, hostname: _hostname, ...rest } = fields;
  return rest;
}
