import { IsInt, IsOptional } from 'class-validator';

export class SetQuantityRequestDto {
  @IsInt({ message: 'Количество должно быть целым числом' })
  quantity: number;

  /** Names a collected-bouquet line (its cart item id); product lines are named by the path. */
  @IsOptional()
  @IsInt({ message: 'Товар не найден в корзине' })
  composition_id?: number;
}
