import { IsString } from 'class-validator';
import { PAYMENT_ERRORS, type RefundPayloadDto } from '@shop/domain';

/** POST /api/admin/orders/{orderId}/refund */
export class RefundRequestDto implements RefundPayloadDto {
  @IsString({ message: PAYMENT_ERRORS.refundReasonRequired.message })
  reason: string;
}
