import { IsInt } from 'class-validator';
import { IsEntityId } from '../../http/is-entity-id.validator';
import { CART_ERRORS } from '@shop/domain';

export class AddToCartRequestDto {
  @IsEntityId({ message: CART_ERRORS.unknownProduct.message })
  product_id: number;

  @IsInt({ message: CART_ERRORS.invalidQuantity.message })
  quantity: number;
}
