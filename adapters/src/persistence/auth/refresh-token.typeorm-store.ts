import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RefreshTokenStore, type RotationOutcome } from '@shop/application';

interface TokenRow {
  id: string;
  user_id: number;
  family_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

@Injectable()
export class RefreshTokenTypeormStore extends RefreshTokenStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async issue(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.dataSource.query(`INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)`, [
      userId,
      randomUUID(),
      tokenHash,
      expiresAt,
    ]);
  }

  rotate(tokenHash: string, successorHash: string, now: Date, expiresAt: Date, graceMs: number): Promise<RotationOutcome> {
    return this.dataSource.transaction(async (manager) => {
      // The row lock makes two concurrent uses of one token see each other: the second waits for the first.
      const [token]: TokenRow[] = await manager.query(
        `SELECT id, user_id, family_id, expires_at, rotated_at, revoked_at FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
        [tokenHash],
      );
      if (!token) return { kind: 'invalid' };
      if (!token.revoked_at && token.rotated_at && now.getTime() - token.rotated_at.getTime() <= graceMs) {
        // Another tab rotated it a moment ago: the same successor, if it is still live.
        const [live]: { id: string }[] = await manager.query(
          `SELECT id FROM refresh_tokens WHERE token_hash = $1 AND family_id = $2 AND revoked_at IS NULL AND expires_at > $3`,
          [successorHash, token.family_id, now],
        );
        if (live) return { kind: 'rotated', userId: token.user_id };
      }
      if (token.rotated_at || token.revoked_at) {
        await manager.query(`UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL`, [token.family_id, now]);
        return { kind: 'reused' };
      }
      if (token.expires_at <= now) return { kind: 'invalid' };
      await manager.query(`UPDATE refresh_tokens SET rotated_at = $2 WHERE id = $1`, [token.id, now]);
      await manager.query(`INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)`, [
        token.user_id,
        token.family_id,
        successorHash,
        expiresAt,
      ]);
      return { kind: 'rotated', userId: token.user_id };
    });
  }

  async revokeFamily(tokenHash: string, now: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE refresh_tokens SET revoked_at = $2
       WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1) AND revoked_at IS NULL`,
      [tokenHash, now],
    );
  }

  async revokeAllOfUser(userId: number, now: Date): Promise<void> {
    await this.dataSource.query(`UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`, [userId, now]);
  }
}
