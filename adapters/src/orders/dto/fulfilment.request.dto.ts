import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { FULFILMENT_ERRORS, FULFILMENT_STAGES, type FulfilmentPayloadDto, type FulfilmentStage } from '@shop/domain';

/** POST /api/admin/orders/{orderId}/fulfilment; the stage name is checked by the domain. */
export class FulfilmentRequestDto implements FulfilmentPayloadDto {
  @ApiProperty({ enum: FULFILMENT_STAGES, description: "The next stage of the order's route (one step forwards)" })
  @IsString({ message: FULFILMENT_ERRORS.unknownStage.message })
  stage: FulfilmentStage;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      "true: the admin confirmed moving past «Готов» although the customer's latest answer to the bouquet photo is «Хочу изменить» and no newer photo exists " +
      "(without it that move is 409). The order's history records the override with the admin and the time; the paid list and the deliveries board show it in `fulfilment_overrides`.",
  })
  @IsOptional()
  @IsBoolean({ message: 'override: укажите true или false' })
  override?: boolean;
}
