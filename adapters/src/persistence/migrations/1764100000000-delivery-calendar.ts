import { MigrationInterface, QueryRunner } from 'typeorm';

export class DeliveryCalendar1764100000000 implements MigrationInterface {
  name = 'DeliveryCalendar1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // What the admin set for a day: closed (with the reason customers see), a peak day's surcharge
    // and its own same-day cut-off and lead time. A day without a row is an ordinary one.
    await queryRunner.query(`
      CREATE TABLE delivery_days (
        date date PRIMARY KEY,
        closed boolean NOT NULL DEFAULT false,
        reason text,
        peak_surcharge_kind text CONSTRAINT delivery_days_peak_surcharge_kind_check CHECK (peak_surcharge_kind IN ('roubles', 'percent')),
        peak_surcharge_value integer CONSTRAINT delivery_days_peak_surcharge_value_check CHECK (peak_surcharge_value BETWEEN 1 AND 100000),
        peak_cutoff_hour integer CONSTRAINT delivery_days_peak_cutoff_hour_check CHECK (peak_cutoff_hour BETWEEN 0 AND 23),
        peak_lead_hours integer CONSTRAINT delivery_days_peak_lead_hours_check CHECK (peak_lead_hours BETWEEN 0 AND 168),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT delivery_days_peak_check CHECK ((peak_surcharge_kind IS NULL) = (peak_surcharge_value IS NULL))
      )`);
    // One slot of a day with settings of its own (a capacity, or closed); the others keep the defaults.
    await queryRunner.query(`
      CREATE TABLE delivery_day_slots (
        date date NOT NULL,
        kind text NOT NULL CONSTRAINT delivery_day_slots_kind_check CHECK (kind IN ('courier', 'pickup')),
        slot text NOT NULL,
        capacity integer CONSTRAINT delivery_day_slots_capacity_check CHECK (capacity BETWEEN 0 AND 999),
        closed boolean NOT NULL DEFAULT false,
        reason text,
        PRIMARY KEY (date, kind, slot)
      )`);
    // Whether the order holds its slot's place (and its stock), as Order.holdsReservation() decides
    // it; the repository stores it. The orders stored so far, by the same rule.
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN holds_reservation boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`
      UPDATE orders SET holds_reservation = false
      WHERE status = 'canceled' OR (status = 'refunded' AND (fulfilment_stage IS NULL OR fulfilment_stage IN ('assembling', 'ready')))`);
    // The contact step counts a slot's places among the orders that hold one.
    await queryRunner.query(`CREATE INDEX orders_held_slot_idx ON orders (delivery_date, delivery_slot) WHERE holds_reservation`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_held_slot_idx`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN holds_reservation`);
    await queryRunner.query(`DROP TABLE delivery_day_slots`);
    await queryRunner.query(`DROP TABLE delivery_days`);
  }
}
