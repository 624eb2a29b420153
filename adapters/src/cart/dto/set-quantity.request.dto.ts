import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional } from 'class-validator';
import { IsEntityId } from '../../http/is-entity-id.validator';
import { CART_ERRORS } from '@shop/domain';

export class SetQuantityRequestDto {
  @ApiProperty({ description: 'The new quantity; 0 or less removes the line', example: 2 })
  @IsInt({ message: CART_ERRORS.invalidQuantity.message })
  quantity: number;

  /** Names a collected-bouquet line (its cart item id); product lines are named by the path. */
  @IsOptional()
  @IsEntityId({ message: CART_ERRORS.lineNotFound.message })
  composition_id?: number;
}
