import { IsInt } from 'class-validator';

export class AddToCartRequestDto {
  @IsInt({ message: 'Товар не найден' })
  product_id: number;

  @IsInt({ message: 'Количество должно быть целым числом' })
  quantity: number;
}
