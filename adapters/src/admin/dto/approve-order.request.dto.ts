import { Allow, IsInt } from 'class-validator';

export class ApproveOrderRequestDto {
  @IsInt({ message: 'Заказ не найден' })
  order_id: number;

  /** The admin's input as typed: a number or text (non-numeric counts as 0, spec §5). */
  @Allow()
  delivery_price?: string | number | null;
}
