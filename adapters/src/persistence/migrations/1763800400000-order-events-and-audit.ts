import { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderEventsAndAudit1763800400000 implements MigrationInterface {
  name = 'OrderEventsAndAudit1763800400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Every status transition, with who made it (null: the system, e.g. a payment or expiry).
    await queryRunner.query(`
      CREATE TABLE order_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        order_id integer NOT NULL,
        from_status text NOT NULL,
        to_status text NOT NULL,
        actor_user_id integer REFERENCES users (id) ON DELETE SET NULL,
        note text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX order_events_order_idx ON order_events (order_id)`);
    // What admins deleted or changed, with a snapshot of it: nothing disappears silently.
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        actor_user_id integer REFERENCES users (id) ON DELETE SET NULL,
        action text NOT NULL,
        entity text NOT NULL,
        entity_id text NOT NULL,
        snapshot jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id)`);
    // The payment that paid the order (its id at the payment provider).
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN payment_id text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN payment_id`);
    await queryRunner.query(`DROP TABLE audit_log`);
    await queryRunner.query(`DROP TABLE order_events`);
  }
}
