import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, ValidateNested } from 'class-validator';
import { IsEntityId } from '../../http/is-entity-id.validator';
import { BOUQUET_ERRORS } from '@shop/domain';

export class BouquetItemRequestDto {
  @ApiProperty({ description: 'A flower of GET /api/flowers', example: 301 })
  @IsEntityId({ message: BOUQUET_ERRORS.unknownFlower.message })
  product_id: number;

  @IsInt({ message: BOUQUET_ERRORS.invalidQuantity.message })
  quantity: number;
}

export class AddBouquetRequestDto {
  @ApiProperty({ type: [BouquetItemRequestDto] })
  @IsArray({ message: BOUQUET_ERRORS.empty.message })
  @ArrayMaxSize(50, { message: 'Слишком много позиций в букете' })
  @ValidateNested({ each: true, message: BOUQUET_ERRORS.unknownFlower.message })
  @Type(() => BouquetItemRequestDto)
  items: BouquetItemRequestDto[];
}
