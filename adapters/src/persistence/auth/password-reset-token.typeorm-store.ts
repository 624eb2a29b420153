import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PasswordResetTokenStore } from '@shop/application';

@Injectable()
export class PasswordResetTokenTypeormStore extends PasswordResetTokenStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async replace(userId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
    await this.dataSource.query(
      `WITH revoked AS (UPDATE password_reset_tokens SET used_at = $4 WHERE user_id = $1 AND used_at IS NULL)
       INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)`,
      [userId, tokenHash, expiresAt, now],
    );
  }

  async consume(tokenHash: string, now: Date): Promise<number | null> {
    // One statement: of two concurrent uses exactly one still finds used_at empty; every other
    // live link of the account is revoked with it.
    const rows: { user_id: number }[] = await this.dataSource.query(
      `WITH used AS (
         UPDATE password_reset_tokens SET used_at = $2
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
         RETURNING user_id),
       others AS (
         UPDATE password_reset_tokens t SET used_at = $2 FROM used
         WHERE t.user_id = used.user_id AND t.used_at IS NULL AND t.token_hash <> $1)
       SELECT user_id FROM used`,
      [tokenHash, now],
    );
    return rows.length === 1 ? rows[0].user_id : null;
  }
}
