import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { UserRepository, type NewUser, type ProfileChanges, type UniqueField, type UserRecord } from '@shop/application';
import { isEntityId } from '@shop/domain';
import { toUserRecord } from './user.mapper';
import { UserOrmEntity } from './user.orm-entity';
import { takenField } from './unique-violation';
import { SameTextAs } from '../shared/find-operators';
import { typedAlias } from '../shared/typed-alias';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';

/** Accounts; inside a use case's transaction it reads and writes on that transaction's connection. */
@Injectable()
export class UserTypeormRepository extends UserRepository {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  private get users(): Repository<UserOrmEntity> {
    return this.transaction.manager().getRepository(UserOrmEntity);
  }

  async findById(id: number): Promise<UserRecord | null> {
    // TypeORM reads findOneBy({ id: undefined }) as "no condition": the first user.
    if (!isEntityId(id)) return null;
    const row = await this.users.findOneBy({ id });
    return row ? toUserRecord(row) : null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const row = await this.users.findOneBy({ email: SameTextAs(email) });
    return row ? toUserRecord(row) : null;
  }

  async findCredentials(identifier: string): Promise<{ user: UserRecord; passwordHash: string } | null> {
    // Both lookups use the unique lower() indexes; an e-mail match wins over a username match.
    const u = typedAlias<UserOrmEntity>('u');
    const row = await this.users
      .createQueryBuilder('u')
      .addSelect(u('passwordHash'))
      .where([{ email: SameTextAs(identifier) }, { username: SameTextAs(identifier) }])
      .orderBy(`(lower(${u('email')}) = lower(:identifier))`, 'DESC')
      .setParameters({ identifier })
      .getOne();
    return row ? { user: toUserRecord(row), passwordHash: row.passwordHash } : null;
  }

  async create(user: NewUser): Promise<UserRecord | { taken: UniqueField }> {
    try {
      const row = await this.users.save(this.users.create({ ...user, role: 'user' }));
      return (await this.findById(row.id)) as UserRecord;
    } catch (error) {
      const taken = takenField(error);
      if (taken) return { taken };
      throw error;
    }
  }

  async updateProfile(id: number, changes: ProfileChanges): Promise<UserRecord | { taken: UniqueField } | null> {
    try {
      const result = await this.users.update({ id }, changes);
      if (!result.affected) return null;
    } catch (error) {
      const taken = takenField(error);
      if (taken) return { taken };
      throw error;
    }
    return this.findById(id);
  }

  async recordLogin(id: number, at: Date): Promise<void> {
    await this.users.update({ id }, { lastLogin: at });
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }
}
