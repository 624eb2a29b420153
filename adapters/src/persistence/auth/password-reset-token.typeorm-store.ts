import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PasswordResetTokenStore } from '@shop/application';

@Injectable()
export class PasswordResetTokenTypeormStore extends PasswordResetTokenStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async save(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.dataSource.query(`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)`, [
      userId,
      tokenHash,
      expiresAt,
    ]);
  }

  async consume(tokenHash: string, now: Date): Promise<number | null> {
    // One statement: of two concurrent uses exactly one still finds used_at empty.
    // (TypeORM returns [rows, rowCount] for an UPDATE.)
    const [rows]: [{ user_id: number }[], number] = await this.dataSource.query(
      `UPDATE password_reset_tokens SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
       RETURNING user_id`,
      [tokenHash, now],
    );
    return rows.length === 1 ? rows[0].user_id : null;
  }
}
