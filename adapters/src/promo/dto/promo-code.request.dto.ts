import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsString, MaxLength, ValidateIf } from 'class-validator';
import { CATEGORY_CODES, PROMO_ERRORS, PROMO_KINDS, type CategoryCode, type PromoCodePayloadDto, type PromoKind } from '@shop/domain';

const notNull = (field: keyof PromoCodeRequestDto) => (body: PromoCodeRequestDto) => body[field] !== null;

/** POST /api/admin/promo-codes and PUT /api/admin/promo-codes/{id}: the whole form (the domain checks what it means). */
export class PromoCodeRequestDto implements PromoCodePayloadDto {
  @ApiProperty({ description: '3–32 of A–Z А–Я 0–9 - _; trimmed and upper-cased', example: 'SPRING10' })
  @IsString({ message: PROMO_ERRORS.codeInvalid.message })
  @MaxLength(100, { message: PROMO_ERRORS.codeInvalid.message })
  code: string;

  @ApiProperty({ enum: PROMO_KINDS })
  @IsIn(PROMO_KINDS, { message: PROMO_ERRORS.kindInvalid.message })
  kind: PromoKind;

  @ApiProperty({ description: 'percent: a whole percent 1–100; fixed: roubles > 0, at most two decimals', example: 10 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PROMO_ERRORS.amountInvalid.message })
  value: number;

  @ApiProperty({ description: "Roubles; the cart's whole goods sum must reach it", example: 3000 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PROMO_ERRORS.minGoodsInvalid.message })
  min_goods: number;

  @ApiProperty({ type: 'string', nullable: true, description: "ISO 8601 with an offset, or a Moscow day 'YYYY-MM-DD' (its start)" })
  @ValidateIf(notNull('starts_at'))
  @IsString({ message: PROMO_ERRORS.dateInvalid.message })
  @MaxLength(40, { message: PROMO_ERRORS.dateInvalid.message })
  starts_at: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: "ISO 8601 with an offset, or a Moscow day 'YYYY-MM-DD' (its end)" })
  @ValidateIf(notNull('ends_at'))
  @IsString({ message: PROMO_ERRORS.dateInvalid.message })
  @MaxLength(40, { message: PROMO_ERRORS.dateInvalid.message })
  ends_at: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Uses by everybody; null: no limit' })
  @ValidateIf(notNull('max_uses'))
  @IsInt({ message: PROMO_ERRORS.usesInvalid.message })
  max_uses: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Uses by one customer; null: no limit' })
  @ValidateIf(notNull('max_uses_per_customer'))
  @IsInt({ message: PROMO_ERRORS.usesInvalid.message })
  max_uses_per_customer: number | null;

  @ApiProperty({ enum: CATEGORY_CODES, isArray: true, description: 'With product_ids empty too: every product' })
  @IsArray({ message: PROMO_ERRORS.categoryUnknown.message })
  @ArrayMaxSize(CATEGORY_CODES.length * 2, { message: PROMO_ERRORS.categoryUnknown.message })
  @IsString({ each: true, message: PROMO_ERRORS.categoryUnknown.message })
  categories: CategoryCode[];

  @ApiProperty({ type: 'integer', isArray: true })
  @IsArray({ message: PROMO_ERRORS.productsInvalid.message })
  @ArrayMaxSize(1000, { message: PROMO_ERRORS.productsInvalid.message })
  @IsInt({ each: true, message: PROMO_ERRORS.productsInvalid.message })
  product_ids: number[];

  @ApiProperty({ description: 'Constructor bouquets are discounted too' })
  @IsBoolean({ message: 'Укажите, действует ли промокод на букеты из конструктора' })
  bouquets: boolean;

  @ApiProperty({ description: 'Switched off: customers get «Промокод не найден»' })
  @IsBoolean({ message: 'Укажите, включён ли промокод' })
  active: boolean;
}

/** POST /api/cart/promo */
export class CartPromoRequestDto {
  @ApiProperty({ example: 'SPRING10' })
  @IsString({ message: PROMO_ERRORS.notFound.message })
  @MaxLength(100, { message: PROMO_ERRORS.notFound.message })
  code: string;
}
