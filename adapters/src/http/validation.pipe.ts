import { HttpStatus, ValidationError, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { ApiError } from './api-error';
import { rememberValidationRules } from './remembered-validation-rules';

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

/** Nest's own messages (a body that is not an object, a rule given no message) are English: they get a Russian one. */
const RUSSIAN = /[А-Яа-яЁё]/;
const NOT_AN_OBJECT = 'Тело запроса должно быть JSON-объектом';
const INVALID = 'Некорректные данные';

const russian = (message: string): string => {
  if (RUSSIAN.test(message)) return message;
  return message.includes('object is expected') ? NOT_AN_OBJECT : INVALID;
};

/**
 * Leaves a path or query parameter typed `number` as the text that was sent: the route's
 * EntityIdPipe reads it strictly. Nest would make it `+text` first, and '1e0', '0x1', ' 1' and '+1'
 * would all name the thing with id 1.
 */
class TextParametersValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.metatype === Number ? value : super.transformPrimitive(value, metadata);
  }
}

/** DTO validation whose failure is the first Russian message of the DTO's rules. */
export function createValidationPipe(): ValidationPipe {
  rememberValidationRules();
  return new TextParametersValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors) => new ApiError(HttpStatus.BAD_REQUEST, russian(firstMessage(errors))),
  });
}
