import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthSessionsAndRateLimits1763800100000 implements MigrationInterface {
  name = 'AuthSessionsAndRateLimits1763800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One family per sign-in; every rotation adds a row. Only hashes of tokens are stored.
    await queryRunner.query(`
      CREATE TABLE refresh_tokens (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        rotated_at timestamptz,
        revoked_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`);
    await queryRunner.query(`CREATE INDEX refresh_tokens_user_live_idx ON refresh_tokens (user_id) WHERE revoked_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE password_reset_tokens (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`);
    // Fixed-window counters shared by every API replica.
    await queryRunner.query(`
      CREATE UNLOGGED TABLE rate_limits (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX rate_limits_expires_idx ON rate_limits (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limits`);
    await queryRunner.query(`DROP TABLE password_reset_tokens`);
    await queryRunner.query(`DROP TABLE refresh_tokens`);
  }
}
