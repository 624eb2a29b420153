import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { StaffRepository, type RoleChange, type StaffMember } from '@shop/application';
import { isEntityId, type StaffRole } from '@shop/domain';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';

interface StaffRow {
  readonly id: number;
  readonly email: string;
  readonly role: StaffRole;
  readonly staff_invited_at: Date | null;
  readonly accepted: boolean;
}

const STAFF_COLUMNS = `id, email, role, staff_invited_at,
  (staff_invited_at IS NULL OR (last_login IS NOT NULL AND last_login >= staff_invited_at)) AS accepted`;

const toMember = (row: StaffRow): StaffMember => ({
  userId: row.id,
  email: row.email,
  role: row.role,
  invitedAt: row.staff_invited_at,
  accepted: row.accepted,
});

/**
 * The staff's roles on the users table. A change first locks every owner's row: concurrent
 * changes queue there, so the count of owners each one reads is the one it leaves.
 */
@Injectable()
export class StaffTypeormRepository extends StaffRepository {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async list(): Promise<StaffMember[]> {
    const rows: StaffRow[] = await this.transaction
      .manager()
      .query(`SELECT ${STAFF_COLUMNS} FROM users WHERE role <> 'user' ORDER BY role = 'admin' DESC, lower(email), id`);
    return rows.map(toMember);
  }

  async member(userId: number): Promise<StaffMember | null> {
    if (!isEntityId(userId)) return null;
    const [row]: StaffRow[] = await this.transaction.manager().query(`SELECT ${STAFF_COLUMNS} FROM users WHERE id = $1 AND role <> 'user'`, [userId]);
    return row ? toMember(row) : null;
  }

  assign(userId: number, role: StaffRole, invitedAt: Date): Promise<RoleChange> {
    return this.changeRole(userId, role, async (manager) => {
      await manager.query(`UPDATE users SET role = $2, staff_invited_at = $3 WHERE id = $1`, [userId, role, invitedAt]);
    });
  }

  async remove(userId: number): Promise<RoleChange> {
    if (!isEntityId(userId)) return 'not-staff';
    return this.changeRole(userId, 'user', async (manager) => {
      await manager.query(`UPDATE users SET role = 'user', staff_invited_at = NULL WHERE id = $1`, [userId]);
    });
  }

  private changeRole(userId: number, role: StaffRole | 'user', write: (manager: EntityManager) => Promise<void>): Promise<RoleChange> {
    return this.transaction.run(async (): Promise<RoleChange> => {
      const manager = this.transaction.transactionManager();
      const owners: { id: number }[] = await manager.query(`SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`);
      const [current]: { role: string }[] = await manager.query(`SELECT role FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      if (!current || (role === 'user' && current.role === 'user')) return 'not-staff';
      if (current.role === 'admin' && role !== 'admin' && owners.length <= 1) return 'last-owner';
      await write(manager);
      return 'changed';
    });
  }
}
