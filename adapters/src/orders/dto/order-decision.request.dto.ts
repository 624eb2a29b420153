import { Allow } from 'class-validator';
import { IsEntityId } from '../../http/is-entity-id.validator';
import { ORDER_ERRORS, type ApproveOrderPayloadDto } from '@shop/domain';

/** POST /api/admin/approve-order and /api/admin/reject-order. */
export class OrderDecisionRequestDto implements ApproveOrderPayloadDto {
  @IsEntityId({ message: ORDER_ERRORS.notFound.message })
  order_id: number;

  /** The admin's input as typed: a number or text (non-numeric counts as 0, spec §5); ignored on rejection. */
  @Allow()
  delivery_price?: string | number | null;
}
