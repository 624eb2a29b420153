// Wire shapes of the delivery calendar: what the checkout reads of dates and slots, and what the
// admin's «Календарь» reads and writes. Amounts are roubles; dates are Moscow days 'YYYY-MM-DD'.

/** Couriers (yandex and moscow) share one capacity per slot; the pickup point has its own. */
export type SlotCapacityKindDto = 'courier' | 'pickup';

/** A peak day's extra on the delivery price: roubles added, or a percent of the price. */
export interface PeakSurchargeDto {
  kind: 'roubles' | 'percent';
  value: number;
}

/** GET /api/delivery/dates?type=…[&orderId=…]: one of the next 14 days (today first). */
export interface DeliveryDateDto {
  date: string;
  available: boolean;
  /** Why the date cannot be chosen (the admin's reason for a closed day, a full day, the lead time); null when available. */
  reason: string | null;
  /** The peak day's extra on a courier's price; null on an ordinary day or for pickup. */
  surcharge: PeakSurchargeDto | null;
}

/** GET /api/delivery/slots?date=…&type=…[&orderId=…]: one slot of the day. */
export interface DeliverySlotDto {
  code: string;
  label: string;
  available: boolean;
  /** Places still free (0 when full or closed). */
  remaining: number;
  reason: string | null;
}

/** A peak day's own rules; null cut-off or lead time: the shop's usual ones. */
export interface PeakDayDto {
  surcharge: PeakSurchargeDto;
  /** Same-day orders are taken until this hour (Moscow time), 0–23. */
  cutoff_hour: number | null;
  /** Hours between the order and the start of its slot, 0–168. */
  lead_hours: number | null;
}

/** One slot of a calendar day as the admin sees it: its load and its settings. */
export interface CalendarSlotDto {
  code: string;
  label: string;
  /** The places this slot offers that day (the day's own capacity, else the shop's default). */
  capacity: number;
  /** True when the capacity is the shop's default (SLOT_CAPACITY_COURIER / SLOT_CAPACITY_PICKUP). */
  default_capacity: boolean;
  /** Places held by orders. */
  taken: number;
  closed: boolean;
  reason: string | null;
}

/** GET /api/admin/calendar?from=&to= (and the answer of PUT /api/admin/calendar/{date}). */
export interface CalendarDayDto {
  date: string;
  closed: boolean;
  reason: string | null;
  peak: PeakDayDto | null;
  slots: Record<SlotCapacityKindDto, CalendarSlotDto[]>;
}

/** One slot's settings in PUT /api/admin/calendar/{date}; a null capacity returns to the default. */
export interface CalendarSlotSettingDto {
  code: string;
  capacity: number | null;
  closed: boolean;
  reason: string | null;
}

/** PUT /api/admin/calendar/{date}: the whole day's settings, as the form shows them. */
export interface CalendarDayPayloadDto {
  closed: boolean;
  /** Shown to customers; required when the day is closed. */
  reason: string | null;
  peak: PeakDayDto | null;
  /** Slots left out keep the defaults. */
  slots: Partial<Record<SlotCapacityKindDto, CalendarSlotSettingDto[]>>;
}
