import { MigrationInterface, QueryRunner } from 'typeorm';

export class Payments1763800500000 implements MigrationInterface {
  name = 'Payments1763800500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per attempt to create a payment at the provider: its Idempotence-Key is reused while
    // the attempt is 'creating' (after a 5xx or a timeout) and never after it ends.
    await queryRunner.query(`
      CREATE TABLE payment_attempts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        idempotence_key uuid NOT NULL UNIQUE,
        state text NOT NULL CHECK (state IN ('creating', 'created', 'failed')),
        amount_kopecks integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX payment_attempts_order_idx ON payment_attempts (order_id) WHERE state = 'creating'`);
    await queryRunner.query(`
      CREATE TABLE payments (
        id text PRIMARY KEY,
        order_id integer REFERENCES orders (id) ON DELETE SET NULL,
        provider text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'waiting_for_capture', 'succeeded', 'canceled')),
        amount_kopecks integer NOT NULL,
        confirmation_url text,
        cancellation_reason text,
        receipt jsonb,
        incident text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        succeeded_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX payments_order_idx ON payments (order_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX payments_incident_idx ON payments (created_at) WHERE incident IS NOT NULL`);
    // Every notification as received, before anything is done with it.
    await queryRunner.query(`
      CREATE TABLE payment_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        provider text NOT NULL,
        event text,
        payment_id text,
        payload jsonb NOT NULL,
        remote_address text,
        received_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz,
        outcome text
      )`);
    await queryRunner.query(`CREATE INDEX payment_events_unprocessed_idx ON payment_events (received_at) WHERE processed_at IS NULL`);
    // The local sandbox provider's own records (what YooKassa would keep on its side).
    await queryRunner.query(`
      CREATE TABLE sandbox_payments (
        id text PRIMARY KEY,
        idempotence_key uuid NOT NULL UNIQUE,
        status text NOT NULL,
        amount_kopecks integer NOT NULL,
        description text NOT NULL,
        return_url text NOT NULL,
        metadata jsonb NOT NULL,
        receipt_request jsonb,
        card_last4 text,
        rrn text,
        auth_code text,
        cancellation_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        captured_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sandbox_payments`);
    await queryRunner.query(`DROP TABLE payment_events`);
    await queryRunner.query(`DROP TABLE payments`);
    await queryRunner.query(`DROP TABLE payment_attempts`);
  }
}
