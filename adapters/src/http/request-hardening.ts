import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';
import { ApiError } from './api-error';

/** Deeper JSON than any form of the shop sends; validating a deeper one would overflow the stack. */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP = 'Слишком глубокая вложенность данных';
export const BAD_CHARACTERS = 'Текст содержит недопустимые символы';

/** The deepest nesting of objects and arrays in JSON text, found without parsing it (strings are skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth--;
  }
  return deepest;
}

/** A NUL byte (PostgreSQL cannot store it) or half of a surrogate pair (not text at all). */
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when any string in the value, key or content, holds a character no text may hold. */
export function hasForbiddenCharacters(value: unknown): boolean {
  if (typeof value === 'string') return FORBIDDEN.test(value);
  if (Array.isArray(value)) return value.some(hasForbiddenCharacters);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => FORBIDDEN.test(key) || hasForbiddenCharacters(item));
  return false;
}

/**
 * Malformed input is refused with a Russian 400 before it reaches validation or the database:
 * JSON nested deeper than MAX_JSON_DEPTH, and NUL bytes or lone surrogates in a body, a path
 * or a query. The body parsers replace Nest's (registering one turns Nest's off, so both the JSON
 * and the form parser are here); Fastify's JSON parser still guards against prototype poisoning.
 */
export function hardenRequests(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', {}, (request, body, done) => {
    const text = body.toString('utf8');
    if (jsonDepth(text) > MAX_JSON_DEPTH) return done(new ApiError(400, TOO_DEEP), undefined);
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      if (hasForbiddenCharacters(value)) return done(new ApiError(400, BAD_CHARACTERS), undefined);
      done(null, value);
    });
  });
  app.useBodyParser<RawServerDefault>('application/x-www-form-urlencoded', {}, (_request, body, done) => {
    const form = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
    if (hasForbiddenCharacters(form)) return done(new ApiError(400, BAD_CHARACTERS), undefined);
    done(null, form);
  });
  fastify.addHook('preValidation', async (request) => {
    if (hasForbiddenCharacters(request.params) || hasForbiddenCharacters(request.query)) throw new ApiError(400, BAD_CHARACTERS);
  });
}
