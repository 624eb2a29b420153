import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsNumber, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { DELIVERY_LINE_ID, PAYMENT_ERRORS, type RefundLinePayloadDto, type RefundPayloadDto } from '@shop/domain';

/** More lines than any order has; a longer list is a malformed request. */
const MAX_REFUND_LINES = 100;
const MAX_LINE_QUANTITY = 10_000;

export class RefundLineRequestDto implements RefundLinePayloadDto {
  @ApiProperty({ description: `The order line's id (AdminPaidOrder.refundable_lines[].line_id); ${DELIVERY_LINE_ID} is the delivery`, example: 41 })
  @IsInt({ message: PAYMENT_ERRORS.refundLinesInvalid.message })
  @Min(0, { message: PAYMENT_ERRORS.refundLinesInvalid.message })
  @Max(2 ** 31 - 1, { message: PAYMENT_ERRORS.refundLinesInvalid.message })
  line_id: number;

  @ApiProperty({ description: 'How many of the line to return, 1 or more', example: 1 })
  @IsInt({ message: PAYMENT_ERRORS.refundLinesInvalid.message })
  @Min(1, { message: PAYMENT_ERRORS.refundLinesInvalid.message })
  @Max(MAX_LINE_QUANTITY, { message: PAYMENT_ERRORS.refundLinesInvalid.message })
  quantity: number;
}

/** POST /api/admin/orders/{orderId}/refund: the reason, and lines or an amount; neither returns everything left. */
export class RefundRequestDto implements RefundPayloadDto {
  @ApiProperty({ description: '1 to 500 characters, for the customer and the accounts', example: 'Покупатель отказался от заказа' })
  @IsString({ message: PAYMENT_ERRORS.refundReasonRequired.message })
  reason: string;

  @IsOptional()
  @ApiProperty({ required: false, type: () => [RefundLineRequestDto], description: 'The lines to return with their quantities (not with amount)' })
  @IsArray({ message: PAYMENT_ERRORS.refundLinesInvalid.message })
  @ArrayMinSize(1, { message: PAYMENT_ERRORS.refundLinesInvalid.message })
  @ArrayMaxSize(MAX_REFUND_LINES, { message: PAYMENT_ERRORS.refundLinesInvalid.message })
  @ValidateNested({ each: true, message: PAYMENT_ERRORS.refundLinesInvalid.message })
  @Type(() => RefundLineRequestDto)
  lines?: RefundLineRequestDto[];

  @IsOptional()
  @ApiProperty({ required: false, description: 'Roubles to return, at most 2 decimals (not with lines)', example: 1500 })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: PAYMENT_ERRORS.refundAmountInvalid.message })
  @Min(0.01, { message: PAYMENT_ERRORS.refundAmountInvalid.message })
  amount?: number;
}
