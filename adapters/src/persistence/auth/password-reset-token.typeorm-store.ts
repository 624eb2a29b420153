import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan, Not } from 'typeorm';
import { PasswordResetTokenStore } from '@shop/application';
import { PasswordResetTokenOrmEntity } from './password-reset-token.orm-entity';

@Injectable()
export class PasswordResetTokenTypeormStore extends PasswordResetTokenStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  /** The new link replaces every live one of the account. */
  replace(userId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.update(PasswordResetTokenOrmEntity, { userId, usedAt: IsNull() }, { usedAt: now });
      await manager.insert(PasswordResetTokenOrmEntity, { userId, tokenHash, expiresAt });
    });
  }

  /** Of two concurrent uses the second waits on the row lock and then finds it used; every other live link of the account goes with it. */
  consume(tokenHash: string, now: Date): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      const token = await manager.findOne(PasswordResetTokenOrmEntity, {
        select: { id: true, userId: true },
        where: { tokenHash, usedAt: IsNull(), expiresAt: MoreThan(now) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!token) return null;
      await manager.update(PasswordResetTokenOrmEntity, { id: token.id }, { usedAt: now });
      await manager.update(PasswordResetTokenOrmEntity, { userId: token.userId, usedAt: IsNull(), tokenHash: Not(tokenHash) }, { usedAt: now });
      return token.userId;
    });
  }
}
