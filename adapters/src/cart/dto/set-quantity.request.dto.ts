import { IsInt, IsOptional } from 'class-validator';
import { IsEntityId } from '../../http/is-entity-id.validator';
import { CART_ERRORS } from '@shop/domain';

export class SetQuantityRequestDto {
  @IsInt({ message: CART_ERRORS.invalidQuantity.message })
  quantity: number;

  /** Names a collected-bouquet line (its cart item id); product lines are named by the path. */
  @IsOptional()
  @IsEntityId({ message: CART_ERRORS.lineNotFound.message })
  composition_id?: number;
}
