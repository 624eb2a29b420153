import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { RefreshTokenStore, type RotationOutcome } from '@shop/application';
import { RefreshTokenOrmEntity } from './refresh-token.orm-entity';

@Injectable()
export class RefreshTokenTypeormStore extends RefreshTokenStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async issue(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.dataSource.manager.insert(RefreshTokenOrmEntity, { userId, familyId: randomUUID(), tokenHash, expiresAt });
  }

  rotate(tokenHash: string, successorHash: string, now: Date, expiresAt: Date, graceMs: number): Promise<RotationOutcome> {
    return this.dataSource.transaction(async (manager) => {
      // The row lock makes two concurrent uses of one token see each other: the second waits for the first.
      const token = await manager.findOne(RefreshTokenOrmEntity, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
      if (!token) return { kind: 'invalid' };
      if (!token.revokedAt && token.rotatedAt && now.getTime() - token.rotatedAt.getTime() <= graceMs) {
        // Another tab rotated it a moment ago: the same successor, if it is still live.
        const live = await manager.existsBy(RefreshTokenOrmEntity, {
          tokenHash: successorHash,
          familyId: token.familyId,
          revokedAt: IsNull(),
          expiresAt: MoreThan(now),
        });
        if (live) return { kind: 'rotated', userId: token.userId };
      }
      if (token.rotatedAt || token.revokedAt) {
        await manager.update(RefreshTokenOrmEntity, { familyId: token.familyId, revokedAt: IsNull() }, { revokedAt: now });
        return { kind: 'reused' };
      }
      if (token.expiresAt <= now) return { kind: 'invalid' };
      await manager.update(RefreshTokenOrmEntity, { id: token.id }, { rotatedAt: now });
      await manager.insert(RefreshTokenOrmEntity, { userId: token.userId, familyId: token.familyId, tokenHash: successorHash, expiresAt });
      return { kind: 'rotated', userId: token.userId };
    });
  }

  async revokeFamily(tokenHash: string, now: Date): Promise<void> {
    const token = await this.dataSource.manager.findOne(RefreshTokenOrmEntity, { select: { id: true, familyId: true }, where: { tokenHash } });
    if (token) await this.dataSource.manager.update(RefreshTokenOrmEntity, { familyId: token.familyId, revokedAt: IsNull() }, { revokedAt: now });
  }

  async revokeAllOfUser(userId: number, now: Date): Promise<void> {
    await this.dataSource.manager.update(RefreshTokenOrmEntity, { userId, revokedAt: IsNull() }, { revokedAt: now });
  }
}
