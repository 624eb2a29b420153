import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsInt } from 'class-validator';
import { ORDER_ERRORS, type ApproveOrderPayloadDto } from '@shop/domain';

/** POST /api/admin/approve-order and /api/admin/reject-order. */
export class OrderDecisionRequestDto implements ApproveOrderPayloadDto {
  @IsInt({ message: ORDER_ERRORS.notFound.message })
  order_id: number;

  /** The admin's input as typed: a number or text (non-numeric counts as 0, spec §5); ignored on rejection. */
  @ApiProperty({
    required: false,
    oneOf: [{ type: 'number', nullable: true }, { type: 'string' }],
    description: 'Roubles; text that is no number counts as 0',
    example: 500,
  })
  @Allow()
  delivery_price?: string | number | null;
}
