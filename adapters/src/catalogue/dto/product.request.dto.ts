import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { CATEGORY_CODES, CATALOGUE_ERRORS, PRODUCT_IMAGES_MAX } from '@shop/domain';

export class ProductRequestDto {
  @IsString({ message: 'Введите название товара' })
  @MaxLength(200, { message: 'Название — не длиннее 200 символов' })
  title: string;

  @IsString({ message: 'Введите описание товара' })
  @MaxLength(5000, { message: 'Описание — не длиннее 5000 символов' })
  description: string;

  @ApiProperty({ enum: CATEGORY_CODES })
  @IsString({ message: 'Выберите категорию' })
  category: string;

  @ApiProperty({ description: 'Roubles, at most two decimals', example: 1500 })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Цена — число в рублях, не больше двух знаков после запятой' })
  price: number;

  @IsOptional()
  @IsBoolean({ message: 'Укажите, является ли цена начальной («от»)' })
  price_from?: boolean;

  @IsArray({ message: CATALOGUE_ERRORS.imageCount.message })
  @ArrayMaxSize(PRODUCT_IMAGES_MAX, { message: CATALOGUE_ERRORS.imageCount.message })
  @IsString({ each: true, message: CATALOGUE_ERRORS.imageCount.message })
  images: string[];

  @IsOptional()
  @IsBoolean({ message: 'Укажите, показывать ли товар в каталоге' })
  is_visible?: boolean;
}

export class VisibilityRequestDto {
  @IsBoolean({ message: 'Укажите, показывать ли товар в каталоге' })
  is_visible: boolean;
}
