import { MigrationInterface, QueryRunner } from 'typeorm';

export class RememberedDates1764400200000 implements MigrationInterface {
  name = 'RememberedDates1764400200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A customer's dates of the year (no year: a birthday comes back every year).
    await queryRunner.query(`
      CREATE TABLE remembered_dates (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title text NOT NULL,
        day integer NOT NULL,
        month integer NOT NULL,
        recipient text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT remembered_dates_day_check CHECK (month BETWEEN 1 AND 12 AND day BETWEEN 1 AND 31)
      )`);
    await queryRunner.query(`CREATE INDEX remembered_dates_user_id_idx ON remembered_dates (user_id)`);
    // The daily job looks dates up by their day of the year.
    await queryRunner.query(`CREATE INDEX remembered_dates_month_day_idx ON remembered_dates (month, day)`);
    // Each date is mailed once a year, however many runs or replicas try.
    await queryRunner.query(`
      CREATE TABLE remembered_date_reminders (
        date_id integer NOT NULL REFERENCES remembered_dates (id) ON DELETE CASCADE,
        year integer NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (date_id, year)
      )`);
    // Customers who unsubscribed from the reminder mails (everyone else gets them).
    await queryRunner.query(`
      CREATE TABLE date_reminder_unsubscribes (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        unsubscribed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE date_reminder_unsubscribes`);
    await queryRunner.query(`DROP TABLE remembered_date_reminders`);
    await queryRunner.query(`DROP TABLE remembered_dates`);
  }
}
