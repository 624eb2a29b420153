import { Check, Entity } from 'typeorm';
import { BooleanColumn, DayPrimaryColumn, OptionalIntegerColumn, OptionalTextColumn, UpdatedAtColumn } from '../shared/columns';

/** What the admin set for a day of the delivery calendar (a day without a row is an ordinary one). */
@Entity({ name: 'delivery_days' })
@Check('delivery_days_peak_surcharge_kind_check', `peak_surcharge_kind IN ('roubles', 'percent')`)
@Check('delivery_days_peak_surcharge_value_check', 'peak_surcharge_value BETWEEN 1 AND 100000')
@Check('delivery_days_peak_cutoff_hour_check', 'peak_cutoff_hour BETWEEN 0 AND 23')
@Check('delivery_days_peak_lead_hours_check', 'peak_lead_hours BETWEEN 0 AND 168')
@Check('delivery_days_peak_check', '(peak_surcharge_kind IS NULL) = (peak_surcharge_value IS NULL)')
export class DeliveryDayOrmEntity {
  /** 'YYYY-MM-DD', Moscow. */
  @DayPrimaryColumn('date')
  date: string;

  @BooleanColumn('closed', { default: false })
  closed: boolean;

  /** Shown to customers while the day is closed. */
  @OptionalTextColumn('reason')
  reason: string | null;

  /** A peak day: 'roubles' or 'percent', with its value; both null on an ordinary day. */
  @OptionalTextColumn('peak_surcharge_kind')
  peakSurchargeKind: 'roubles' | 'percent' | null;

  @OptionalIntegerColumn('peak_surcharge_value')
  peakSurchargeValue: number | null;

  @OptionalIntegerColumn('peak_cutoff_hour')
  peakCutoffHour: number | null;

  @OptionalIntegerColumn('peak_lead_hours')
  peakLeadHours: number | null;

  @UpdatedAtColumn()
  updatedAt: Date;
}
