import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNumber, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import { CATALOGUE_ERRORS } from '@shop/domain';

const TITLE = 'Укажите название цветка';
const PRICE = 'Цена — число в рублях, не больше двух знаков после запятой';
const IMAGE = 'Загрузите изображение цветка';
const AVAILABLE = 'Укажите, есть ли цветок в сезоне';

/** PUT /api/admin/flowers/{id}: any of the fields; a field left out stays as it is. */
export class FlowerChangeRequestDto {
  @IsOptional()
  @IsString({ message: TITLE })
  @MaxLength(100, { message: 'Название цветка — не длиннее 100 символов' })
  title?: string;

  @ApiProperty({ required: false, description: 'Roubles per stem, at most two decimals', example: 250 })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: PRICE })
  price?: number;

  @ApiProperty({ required: false, description: 'An uploaded picture (POST /api/admin/uploads) or a shop image path' })
  @IsOptional()
  @IsString({ message: IMAGE })
  @MaxLength(500, { message: IMAGE })
  image?: string;

  @IsOptional()
  @IsBoolean({ message: AVAILABLE })
  available?: boolean;

  @ApiProperty({ required: false, nullable: true, type: 'integer', description: 'Stems in stock; null: unlimited' })
  @ValidateIf((body: FlowerChangeRequestDto) => body.stock !== null && body.stock !== undefined)
  @IsInt({ message: CATALOGUE_ERRORS.badStock.message })
  @Min(0, { message: CATALOGUE_ERRORS.badStock.message })
  stock?: number | null;
}

/** POST /api/admin/flowers: title, price and picture; in season and unlimited unless said. */
export class FlowerRequestDto extends FlowerChangeRequestDto {
  @IsString({ message: TITLE })
  @MaxLength(100, { message: 'Название цветка — не длиннее 100 символов' })
  declare title: string;

  @ApiProperty({ description: 'Roubles per stem, at most two decimals', example: 250 })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: PRICE })
  declare price: number;

  @ApiProperty({ description: 'An uploaded picture (POST /api/admin/uploads) or a shop image path' })
  @IsString({ message: IMAGE })
  @MaxLength(500, { message: IMAGE })
  declare image: string;
}
