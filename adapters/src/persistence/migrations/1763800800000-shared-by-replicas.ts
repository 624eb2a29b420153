import { MigrationInterface, QueryRunner } from 'typeorm';

export class SharedByReplicas1763800800000 implements MigrationInterface {
  name = 'SharedByReplicas1763800800000';

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
    // Secrets the server generates for itself when none is configured (the JWT key of a local
    // shop), kept here so every replica on this database uses the same one.
    await queryRunner.query(`CREATE TABLE server_secrets (name text PRIMARY KEY, value text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE server_secrets`);
    await queryRunner.query(`DROP TABLE job_runs`);
  }
}
