import { IsString } from 'class-validator';
import { FULFILMENT_ERRORS, type FulfilmentPayloadDto, type FulfilmentStage } from '@shop/domain';

/** POST /api/admin/orders/{orderId}/fulfilment; the stage name is checked by the domain. */
export class FulfilmentRequestDto implements FulfilmentPayloadDto {
  @IsString({ message: FULFILMENT_ERRORS.unknownStage.message })
  stage: FulfilmentStage;
}
