import { MigrationInterface, QueryRunner } from 'typeorm';

export class LikesPageViewsCookieConsents1763800200000 implements MigrationInterface {
  name = 'LikesPageViewsCookieConsents1763800200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE likes (
        item_id text PRIMARY KEY CHECK (item_id ~ '^plant-[0-9]{1,9}$'),
        like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0)
      )`);
    // One vote per item and browser session (the session cookie's id, stored hashed).
    await queryRunner.query(`
      CREATE TABLE like_votes (
        item_id text NOT NULL REFERENCES likes (item_id) ON DELETE CASCADE,
        session_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (item_id, session_hash)
      )`);
    await queryRunner.query(`
      CREATE TABLE page_views (
        page text NOT NULL,
        day date NOT NULL,
        views integer NOT NULL DEFAULT 0,
        PRIMARY KEY (page, day)
      )`);
    await queryRunner.query(`
      CREATE TABLE cookie_consents (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        visitor_hash text UNIQUE,
        accepted boolean NOT NULL,
        analytics boolean NOT NULL,
        marketing boolean NOT NULL,
        preferences boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (user_id IS NOT NULL OR visitor_hash IS NOT NULL)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE cookie_consents`);
    await queryRunner.query(`DROP TABLE page_views`);
    await queryRunner.query(`DROP TABLE like_votes`);
    await queryRunner.query(`DROP TABLE likes`);
  }
}
