import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { PAYMENT_ERRORS, type RefundPayloadDto } from '@shop/domain';

/** POST /api/admin/orders/{orderId}/refund */
export class RefundRequestDto implements RefundPayloadDto {
  @ApiProperty({ description: '1 to 500 characters, for the customer and the accounts', example: 'Покупатель отказался от заказа' })
  @IsString({ message: PAYMENT_ERRORS.refundReasonRequired.message })
  reason: string;
}
