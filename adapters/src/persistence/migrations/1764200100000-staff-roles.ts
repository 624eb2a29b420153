import { MigrationInterface, QueryRunner } from 'typeorm';

export class StaffRoles1764200100000 implements MigrationInterface {
  name = 'StaffRoles1764200100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The florist joins the owner ('admin') on the staff.
    await queryRunner.query(`ALTER TABLE users DROP CONSTRAINT users_role_check`);
    await queryRunner.query(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'admin', 'florist'))`);
    // When the owner last invited the account to the staff (null: never invited, e.g. the seeded owner).
    await queryRunner.query(`ALTER TABLE users ADD COLUMN staff_invited_at timestamptz`);
    // The staff list and the last-owner check read the staff by role.
    await queryRunner.query(`CREATE INDEX users_staff_idx ON users (role) WHERE role <> 'user'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX users_staff_idx`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN staff_invited_at`);
    await queryRunner.query(`UPDATE users SET role = 'user' WHERE role = 'florist'`);
    await queryRunner.query(`ALTER TABLE users DROP CONSTRAINT users_role_check`);
    await queryRunner.query(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'admin'))`);
  }
}
