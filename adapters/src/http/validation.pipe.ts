import { HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError } from './api-error';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) return messages[0];
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return '';
}

/** DTO validation whose failure is the first Russian message of the DTO's rules. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors) => new ApiError(HttpStatus.BAD_REQUEST, firstMessage(errors) || 'Некорректные данные'),
  });
}
