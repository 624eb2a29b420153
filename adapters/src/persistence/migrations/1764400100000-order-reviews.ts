import { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderReviews1764400100000 implements MigrationInterface {
  name = 'OrderReviews1764400100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One review per order (the unique order_id keeps it under concurrent requests); a product's reviews are those of orders holding it.
    await queryRunner.query(`
      CREATE TABLE reviews (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        rating integer NOT NULL CONSTRAINT reviews_rating_check CHECK (rating BETWEEN 1 AND 5),
        text text NOT NULL CONSTRAINT reviews_text_check CHECK (char_length(text) <= 1000),
        photo_url text,
        author text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CONSTRAINT reviews_status_check CHECK (status IN ('pending', 'published', 'hidden')),
        created_at timestamptz NOT NULL DEFAULT now(),
        moderated_at timestamptz,
        CONSTRAINT reviews_order_id_key UNIQUE (order_id)
      )`);
    await queryRunner.query(`CREATE INDEX reviews_user_idx ON reviews (user_id)`);
    await queryRunner.query(`CREATE INDEX reviews_status_created_idx ON reviews (status, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX reviews_created_idx ON reviews (created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE reviews`);
  }
}
