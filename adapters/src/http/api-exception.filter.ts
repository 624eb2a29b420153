import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ThrottledLog } from '../logging/throttled-log';
import { isDatabaseUnavailable } from '../persistence/database-unavailable';
import { StorageUnavailableError } from '../storage/stored-file';
import { ApiError } from './api-error';

const DEFAULT_MESSAGES: Record<number, string> = {
  [HttpStatus.BAD_REQUEST]: 'Некорректный запрос',
  [HttpStatus.UNAUTHORIZED]: 'Требуется авторизация',
  [HttpStatus.FORBIDDEN]: 'Доступ запрещён',
  [HttpStatus.NOT_FOUND]: 'Не найдено',
  [HttpStatus.METHOD_NOT_ALLOWED]: 'Метод не поддерживается',
  [HttpStatus.CONFLICT]: 'Конфликт данных',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'Слишком большой запрос',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'Неподдерживаемый формат данных',
  [HttpStatus.TOO_MANY_REQUESTS]: 'Слишком много запросов. Попробуйте позже.',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'Сервис временно недоступен',
};
const INTERNAL_ERROR = 'Внутренняя ошибка сервера. Попробуйте позже.';

/** What a client reads while the database is unreachable, and when to try again. */
export const DATABASE_UNAVAILABLE = { message: 'Сервис временно недоступен. Попробуйте через минуту.', retryAfterSeconds: 10 } as const;

interface Described {
  readonly status: number;
  readonly message: string;
  /** Logged (once per kind per 10 s) when the fault is the server's. */
  readonly fault?: { readonly kind: string; readonly detail: string };
}

/**
 * Every API failure leaves as JSON `{ "error": "<Russian text>" }` with its status code. While the
 * database is unreachable that is a 503 with Retry-After (a payment provider retries its
 * notification then), and the log gets one line per kind of failure per 10 s, not a stack per request.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);
  private readonly faults = new Map<string, string>();
  private readonly log = new ThrottledLog((kind, { suppressed }) =>
    this.logger.error({ msg: 'request failed', kind, suppressed, detail: this.faults.get(kind) }),
  );

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, message, fault } = this.describe(exception);
    if (fault) {
      this.faults.set(fault.kind, fault.detail);
      this.log.report(fault.kind);
    }
    if (status === HttpStatus.SERVICE_UNAVAILABLE) void reply.header('retry-after', String(DATABASE_UNAVAILABLE.retryAfterSeconds));
    void reply.status(status).header('cache-control', 'no-store').send({ error: message });
  }

  private describe(exception: unknown): Described {
    if (exception instanceof ApiError) return { status: exception.getStatus(), message: exception.message };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, message: DEFAULT_MESSAGES[status] ?? (status >= 500 ? INTERNAL_ERROR : 'Некорректный запрос') };
    }
    // Fastify's own errors (malformed JSON, body too large) carry a statusCode.
    const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      return { status: statusCode, message: DEFAULT_MESSAGES[statusCode] ?? 'Некорректный запрос' };
    }
    const detail = exception instanceof Error ? exception.message : String(exception);
    if (isDatabaseUnavailable(exception)) {
      return { status: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE.message, fault: { kind: 'database-unavailable', detail } };
    }
    if (exception instanceof StorageUnavailableError) {
      return { status: HttpStatus.SERVICE_UNAVAILABLE, message: StorageUnavailableError.message, fault: { kind: 'storage-unavailable', detail } };
    }
    const stack = exception instanceof Error ? (exception.stack ?? detail) : detail;
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      message: INTERNAL_ERROR,
      fault: { kind: `internal: ${detail.split('\n')[0].slice(0, 120)}`, detail: stack },
    };
  }
}
