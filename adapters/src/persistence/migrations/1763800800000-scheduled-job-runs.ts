import { MigrationInterface, QueryRunner } from 'typeorm';

export class ScheduledJobRuns1763800800000 implements MigrationInterface {
  name = 'ScheduledJobRuns1763800800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per run of a scheduled job: the first replica to insert a tick runs it, the others skip it.
    await queryRunner.query(`
      CREATE TABLE job_runs (
        job text NOT NULL,
        tick bigint NOT NULL,
        replica text NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        error text,
        PRIMARY KEY (job, tick)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE job_runs`);
  }
}
