import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { FULFILMENT_ERRORS, FULFILMENT_STAGES, type FulfilmentPayloadDto, type FulfilmentStage } from '@shop/domain';

/** POST /api/admin/orders/{orderId}/fulfilment; the stage name is checked by the domain. */
export class FulfilmentRequestDto implements FulfilmentPayloadDto {
  @ApiProperty({ enum: FULFILMENT_STAGES, description: 'The next stage of the order\'s route (one step forwards)' })
  @IsString({ message: FULFILMENT_ERRORS.unknownStage.message })
  stage: FulfilmentStage;
}
