import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { CATEGORY_CODES, CATALOGUE_ERRORS, MAX_LEAD_DAYS, PRODUCT_IMAGES_MAX } from '@shop/domain';

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

  @ApiProperty({
    required: false,
    nullable: true,
    type: 'integer',
    description: 'Pieces in stock; null: made to order. Left out: a new product null, an edit keeps it',
  })
  @ValidateIf((body: ProductRequestDto) => body.stock !== null && body.stock !== undefined)
  @IsInt({ message: CATALOGUE_ERRORS.badStock.message })
  @Min(0, { message: CATALOGUE_ERRORS.badStock.message })
  stock?: number | null;

  @ApiProperty({
    required: false,
    type: 'integer',
    minimum: 0,
    maximum: MAX_LEAD_DAYS,
    description: 'Days to make. Left out: a new product 0, an edit keeps it',
  })
  @IsOptional()
  @IsInt({ message: CATALOGUE_ERRORS.badLeadDays.message })
  @Min(0, { message: CATALOGUE_ERRORS.badLeadDays.message })
  @Max(MAX_LEAD_DAYS, { message: CATALOGUE_ERRORS.badLeadDays.message })
  lead_days?: number;
}

export class VisibilityRequestDto {
  @IsBoolean({ message: 'Укажите, показывать ли товар в каталоге' })
  is_visible: boolean;
}
