import { Check, Entity } from 'typeorm';
import type { SlotCapacityKind } from '@shop/domain';
import { BooleanColumn, DayPrimaryColumn, OptionalIntegerColumn, OptionalTextColumn, TextPrimaryColumn } from '../shared/columns';

/** One slot of a day with settings of its own: a capacity (null: the default) or closed with a reason. */
@Entity({ name: 'delivery_day_slots' })
@Check('delivery_day_slots_kind_check', `kind IN ('courier', 'pickup')`)
@Check('delivery_day_slots_capacity_check', 'capacity BETWEEN 0 AND 999')
export class DeliveryDaySlotOrmEntity {
  @DayPrimaryColumn('date')
  date: string;

  @TextPrimaryColumn('kind')
  kind: SlotCapacityKind;

  /** A DELIVERY_SLOTS code such as '10-13'. */
  @TextPrimaryColumn('slot')
  slot: string;

  @OptionalIntegerColumn('capacity')
  capacity: number | null;

  @BooleanColumn('closed', { default: false })
  closed: boolean;

  @OptionalTextColumn('reason')
  reason: string | null;
}
