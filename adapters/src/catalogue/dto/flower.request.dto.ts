import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNumber, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import { CATALOGUE_ERRORS } from '@shop/domain';

const IMAGE = 'Загрузите изображение цветка';

/** POST /api/admin/flowers: title, price and picture; in season and unlimited unless said. */
export class FlowerRequestDto {
  @IsString({ message: CATALOGUE_ERRORS.flowerTitleRequired.message })
  @MaxLength(100, { message: 'Название цветка — не длиннее 100 символов' })
  title: string;

  @ApiProperty({ description: 'Roubles per stem, at most two decimals', example: 250 })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Цена — число в рублях, не больше двух знаков после запятой' })
  price: number;

  @ApiProperty({ description: 'An uploaded picture (POST /api/admin/uploads) or a shop image path' })
  @IsString({ message: IMAGE })
  @MaxLength(500, { message: IMAGE })
  image: string;

  @IsOptional()
  @IsBoolean({ message: 'Укажите, есть ли цветок в сезоне' })
  available?: boolean;

  @ApiProperty({ required: false, nullable: true, type: 'integer', description: 'Stems in stock; null: unlimited' })
  @ValidateIf((body: FlowerRequestDto) => body.stock !== null && body.stock !== undefined)
  @IsInt({ message: CATALOGUE_ERRORS.badStock.message })
  @Min(0, { message: CATALOGUE_ERRORS.badStock.message })
  stock?: number | null;
}

/** PUT /api/admin/flowers/{id}: any of the fields; one left out stays as it is. */
export class FlowerChangeRequestDto extends PartialType(FlowerRequestDto) {}
