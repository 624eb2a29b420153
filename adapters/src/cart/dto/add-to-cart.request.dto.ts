import { IsInt } from 'class-validator';
import { CART_ERRORS } from '@shop/domain';

export class AddToCartRequestDto {
  @IsInt({ message: CART_ERRORS.unknownProduct.message })
  product_id: number;

  @IsInt({ message: CART_ERRORS.invalidQuantity.message })
  quantity: number;
}
