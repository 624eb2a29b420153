import type { LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';

/** A stack trace: Nest's exception handlers pass one as a string after the message. */
const STACK = /\n\s*at /;

/**
 * Nest's logger (every `new Logger(context)` and Nest's own lines) writing through the root pino
 * logger: the context as `context`, an object message as the line's fields, an Error as `err`. A
 * line below LOG_LEVEL returns before anything is built.
 */
export class AppLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /** Nest passes the context last; what comes before it are printf-style arguments of a text message. */
  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const context = params.length > 0 ? { context: params.at(-1) } : {};
    const args = params.slice(0, -1) as [string?, ...unknown[]];
    if (message instanceof Error) this.pino[level]({ ...context, err: message }, ...args);
    else if (typeof message === 'object') this.pino[level]({ ...context, ...message }, ...args);
    else if (level === 'error' && isStackOf(args)) this.pino.error({ ...context, err: Object.assign(new Error(String(message)), { stack: args[0] }) });
    else this.pino[level](context, String(message), ...args);
  }
}

/** Nest's exception handlers call `error(message, stack, context)`: the stack belongs to the line's `err`. */
const isStackOf = (args: unknown[]): args is [string] => args.length === 1 && typeof args[0] === 'string' && STACK.test(args[0]);
