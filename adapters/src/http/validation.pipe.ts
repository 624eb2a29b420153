import { HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError } from './api-error';

/** Type and presence problems speak before size limits, whatever the decorator order. */
const FIRST_CONSTRAINTS = ['isDefined', 'isArray', 'isString', 'isInt', 'isBoolean', 'isNotEmpty'];

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const constraints = error.constraints ?? {};
    const key = FIRST_CONSTRAINTS.find((name) => name in constraints) ?? Object.keys(constraints)[0];
    if (key) return constraints[key];
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
