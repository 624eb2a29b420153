import { HttpCode, applyDecorators } from '@nestjs/common';
import { MAX_IMAGE_BYTES } from '@shop/application';
import { ApiBody, ApiConsumes, ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { ERROR } from './contract.schemas';
import { DATE_SCHEMA, ID_SCHEMA, type Schema } from './schema';
import type { SentAnswer } from '../prepared-answer';

/** The failures the API answers, each as `{ "error": "<Russian text>" }` (ApiExceptionFilter). */
export const ERROR_MEANINGS = {
  400: 'The body is not JSON or a field is invalid; `error` names the first problem',
  401: 'No valid access token (`Authorization: Bearer <token>`)',
  403: 'Signed in, but not an admin (the role is read from the database, not the token)',
  404: 'No such thing, or it belongs to another customer (the two are never told apart)',
  409: "Conflicts with what is stored now: the order's state does not allow it, or the e-mail or username is taken",
  413: 'The file is larger than allowed',
  415: 'Not an image (the type is read from the bytes), or not a multipart upload',
  429: 'Too many attempts from this address or for this account; try again later',
  502: 'The payment provider refused',
  503: 'The database or the payment provider is unavailable; try again after Retry-After seconds',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** The error answers a route may give, with the shared `{ error }` schema. */
export const ApiErrors = (...statuses: ErrorStatus[]) =>
  applyDecorators(...statuses.map((status) => ApiResponse({ status, description: ERROR_MEANINGS[status], schema: ERROR })));

/** One error answer whose meaning on this route is narrower than the usual one. */
export const ApiErrorAs = (status: ErrorStatus, description: string) => ApiResponse({ status, description, schema: ERROR });

type Handler<T> = (...args: never[]) => T | Promise<T>;

/** A method decorator the compiler checks against the handler: it must return (a promise of) T. */
type AnswerDecorator<T> = <H extends Handler<T>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>) => void;

const SUCCESS_MEANINGS = { 200: 'OK', 201: 'Created', 204: 'Done; no body' } as const;

/**
 * The success answer of a route: its status (set for Nest as @HttpCode does, so the document and
 * the server cannot disagree) and the schema of its body, which must be the handler's return type.
 */
export function Answers<T>(status: 200 | 201, schema: Schema<T>): AnswerDecorator<T>;
export function Answers(status: 204): AnswerDecorator<void>;
export function Answers<T>(status: 200 | 201 | 204, schema?: Schema<T>): AnswerDecorator<T> {
  return applyDecorators(HttpCode(status), ApiResponse({ status, description: SUCCESS_MEANINGS[status], ...(schema ? { schema } : {}) }));
}

/** @Answers(200, schema) of a handler that sends prepared bytes itself (prepared-answer.ts): `schema` is that of what it prepared. */
export function AnswersPrepared<T>(schema: Schema<T>): AnswerDecorator<SentAnswer<T>> {
  return Answers(200, schema) as unknown as AnswerDecorator<SentAnswer<T>>;
}

/** A path parameter naming a row: an integer 1 … 2147483647 (anything else answers 404). */
export const ApiIdParam = (name: string, description?: string) => ApiParam({ name, schema: ID_SCHEMA, description });

/** A query parameter naming a row, as ApiIdParam. */
export const ApiIdQuery = (name: string, options: { required?: boolean; description?: string } = {}) =>
  ApiQuery({ name, schema: ID_SCHEMA, required: options.required ?? true, description: options.description });

/** A required query parameter naming a day (DATE_SCHEMA; anything else answers 400). */
export const ApiDateQuery = (name: string, description: string) => ApiQuery({ name, schema: DATE_SCHEMA, required: true, description });

/** One picture as multipart/form-data in the field "file"; its type is read from its bytes. */
export const ApiImageUpload = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description: `JPEG, PNG or WebP, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB` } },
      },
    }),
    ApiErrors(400, 413, 415),
  );
