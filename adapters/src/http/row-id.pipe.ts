import { HttpStatus, type PipeTransform } from '@nestjs/common';
import { isRowId } from '../persistence/row-id';
import { ApiError } from './api-error';

/**
 * A path or query parameter naming a row: an integer 1 … MAX_ROW_ID (isRowId). Anything else
 * (letters, 0, a negative, a number past PostgreSQL's integer) names nothing and answers 404 with
 * the route's own message, never a database error. The global ValidationPipe has already made a
 * number of a parameter declared `number`; one declared `string` comes as the digits sent.
 */
export class RowIdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: unknown): number {
    const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!isRowId(id)) throw new ApiError(HttpStatus.NOT_FOUND, this.notFoundMessage);
    return id;
  }
}
