import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
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

/** Every API failure leaves as JSON `{ "error": "<Russian text>" }` with its status code. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, message } = this.describe(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    void reply.status(status).header('cache-control', 'no-store').send({ error: message });
  }

  private describe(exception: unknown): { status: number; message: string } {
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
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: INTERNAL_ERROR };
  }
}
