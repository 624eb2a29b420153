import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, ValidateNested } from 'class-validator';

export class BouquetItemRequestDto {
  @IsInt({ message: 'Такого цветка нет в каталоге' })
  product_id: number;

  @IsInt({ message: 'Количество цветов должно быть целым положительным числом' })
  quantity: number;
}

export class AddBouquetRequestDto {
  @IsArray({ message: 'Добавьте цветы в букет' })
  @ArrayMaxSize(50, { message: 'Слишком много позиций в букете' })
  @ValidateNested({ each: true, message: 'Такого цветка нет в каталоге' })
  @Type(() => BouquetItemRequestDto)
  items: BouquetItemRequestDto[];
}
