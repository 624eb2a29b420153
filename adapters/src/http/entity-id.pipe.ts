import type { PipeTransform } from '@nestjs/common';
import { ACCOUNT_ERRORS, CART_ERRORS, CATALOGUE_ERRORS, ORDER_ERRORS, PROMO_ERRORS, REMEMBERED_DATE_ERRORS, parseEntityId } from '@shop/domain';
import { ApiError } from './api-error';

/**
 * An id in a path or a query, as the text that was sent (the global validation pipe leaves it so):
 * a whole number from 1 to 2^31−1 in plain digits, or the thing is not found (404).
 */
export class EntityIdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly notFound: string) {}

  transform(value: unknown): number {
    const id = parseEntityId(value);
    if (id === null) throw new ApiError(404, this.notFound);
    return id;
  }
}

export const ORDER_ID = new EntityIdPipe(ORDER_ERRORS.notFound.message);
export const PRODUCT_ID = new EntityIdPipe(CATALOGUE_ERRORS.productNotFound.message);
export const FLOWER_ID = new EntityIdPipe(CATALOGUE_ERRORS.flowerNotFound.message);
export const CART_LINE_ID = new EntityIdPipe(CART_ERRORS.lineNotFound.message);
export const ORDER_LINE_ID = new EntityIdPipe(ORDER_ERRORS.lineNotFound.message);
export const USER_ID = new EntityIdPipe(ACCOUNT_ERRORS.staffNotFound.message);
export const REMEMBERED_DATE_ID = new EntityIdPipe(REMEMBERED_DATE_ERRORS.notFound.message);
export const PROMO_CODE_ID = new EntityIdPipe(PROMO_ERRORS.unknownId.message);
