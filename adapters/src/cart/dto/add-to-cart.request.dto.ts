import { ApiProperty } from '@nestjs/swagger';
import { IsInt } from 'class-validator';
import { IsEntityId } from '../../http/is-entity-id.validator';
import { CART_ERRORS } from '@shop/domain';

export class AddToCartRequestDto {
  @ApiProperty({ description: 'A product of GET /api/products', example: 1 })
  @IsEntityId({ message: CART_ERRORS.unknownProduct.message })
  product_id: number;

  @ApiProperty({ description: 'Pieces to add; a line holds at most 99', example: 1 })
  @IsInt({ message: CART_ERRORS.invalidQuantity.message })
  quantity: number;
}
