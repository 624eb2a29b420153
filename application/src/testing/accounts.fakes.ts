import { isStaffRole, type StaffRole, type UserRole } from '@shop/domain';
import { StaffRepository, type RoleChange, type StaffMember } from '../accounts/staff/staff.repository.port';
import { AccessTokens } from '../accounts/access-tokens.port';
import { PasswordHasher } from '../accounts/password-hasher.port';
import { PasswordResetTokenStore } from '../accounts/password-reset-token.store.port';
import { RefreshTokenStore, type RotationOutcome } from '../accounts/refresh-token.store.port';
import type { UserRecord } from '../accounts/user.record';
import { UserRepository, type NewUser, type ProfileChanges, type UniqueField } from '../accounts/user.repository.port';

export const userRecord = (change: Partial<UserRecord> & Pick<UserRecord, 'id'>): UserRecord => ({
  username: `user${change.id}`,
  email: `user${change.id}@example.com`,
  fullName: null,
  phone: null,
  telegram: null,
  role: 'user',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  lastLogin: null,
  ...change,
});

export class InMemoryUsers extends UserRepository {
  readonly users = new Map<number, UserRecord & { passwordHash: string }>();

  add(user: UserRecord, passwordHash = 'hash:Secret-123'): UserRecord {
    this.users.set(user.id, { ...user, passwordHash });
    return user;
  }
  async findById(id: number): Promise<UserRecord | null> {
    return this.record(this.users.get(id));
  }
  async findCredentials(identifier: string): Promise<{ user: UserRecord; passwordHash: string } | null> {
    const key = identifier.toLowerCase();
    const found = [...this.users.values()].find((u) => u.username.toLowerCase() === key || u.email === key);
    return found ? { user: this.record(found) as UserRecord, passwordHash: found.passwordHash } : null;
  }
  async findByEmail(email: string): Promise<UserRecord | null> {
    return this.record([...this.users.values()].find((u) => u.email === email));
  }
  async create(user: NewUser): Promise<UserRecord | { taken: UniqueField }> {
    const taken = this.taken(user);
    if (taken) return { taken };
    return this.add(userRecord({ id: this.users.size + 1, email: user.email, username: user.username }), user.passwordHash);
  }
  async updateProfile(id: number, changes: ProfileChanges): Promise<UserRecord | { taken: UniqueField } | null> {
    const user = this.users.get(id);
    if (!user) return null;
    if ([...this.users.values()].some((other) => other.id !== id && other.email === changes.email)) return { taken: 'email' };
    const updated = { ...user, ...changes };
    this.users.set(id, updated);
    return this.record(updated);
  }
  async recordLogin(id: number, at: Date): Promise<void> {
    const user = this.users.get(id);
    if (user) this.users.set(id, { ...user, lastLogin: at });
  }
  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    const user = this.users.get(id);
    if (user) this.users.set(id, { ...user, passwordHash });
  }

  private taken(user: NewUser): UniqueField | null {
    const all = [...this.users.values()];
    if (all.some((u) => u.email === user.email)) return 'email';
    return all.some((u) => u.username.toLowerCase() === user.username.toLowerCase()) ? 'username' : null;
  }
  private record(user: (UserRecord & { passwordHash: string }) | undefined): UserRecord | null {
    if (!user) return null;
    const { passwordHash: _hidden, ...record } = user;
    return record;
  }
}

/** 'hash:' + the password: enough to tell a right password from a wrong one. */
export class PlainPasswordHasher extends PasswordHasher {
  readonly verified: string[] = [];
  async hash(password: string): Promise<string> {
    return `hash:${password}`;
  }
  async verify(hash: string, password: string): Promise<boolean> {
    this.verified.push(hash);
    return hash === `hash:${password}`;
  }
}

export class FakeAccessTokens extends AccessTokens {
  async issue({ userId, role }: { userId: number; role: UserRole }): Promise<string> {
    return `access:${userId}:${role}`;
  }
}

interface StoredRefreshToken {
  userId: number;
  family: number;
  expiresAt: Date;
  revoked: boolean;
  rotatedAt: Date | null;
}

export class InMemoryRefreshTokens extends RefreshTokenStore {
  readonly tokens = new Map<string, StoredRefreshToken>();
  private families = 0;

  async issue(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    this.families += 1;
    this.tokens.set(tokenHash, { userId, family: this.families, expiresAt, revoked: false, rotatedAt: null });
  }
  async rotate(tokenHash: string, successorHash: string, now: Date, expiresAt: Date, graceMs: number): Promise<RotationOutcome> {
    const token = this.tokens.get(tokenHash);
    if (!token || token.expiresAt <= now) return { kind: 'invalid' };
    const successor = this.tokens.get(successorHash);
    const withinGrace = token.rotatedAt !== null && now.getTime() - token.rotatedAt.getTime() <= graceMs;
    if (!token.revoked && withinGrace && successor && !successor.revoked) return { kind: 'rotated', userId: token.userId };
    if (token.revoked || token.rotatedAt) {
      this.revokeWhere((t) => t.family === token.family);
      return { kind: 'reused' };
    }
    token.rotatedAt = now;
    this.tokens.set(successorHash, { ...token, expiresAt, rotatedAt: null });
    return { kind: 'rotated', userId: token.userId };
  }
  async revokeFamily(tokenHash: string): Promise<void> {
    const family = this.tokens.get(tokenHash)?.family;
    this.revokeWhere((t) => t.family === family);
  }
  async revokeAllOfUser(userId: number): Promise<void> {
    this.revokeWhere((t) => t.userId === userId);
  }
  private revokeWhere(match: (token: StoredRefreshToken) => boolean): void {
    for (const token of this.tokens.values()) if (match(token)) token.revoked = true;
  }
}

export class InMemoryResetTokens extends PasswordResetTokenStore {
  readonly tokens = new Map<string, { userId: number; expiresAt: Date; used: boolean }>();
  async replace(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    this.revokeAllOf(userId);
    this.tokens.set(tokenHash, { userId, expiresAt, used: false });
  }
  async consume(tokenHash: string, now: Date): Promise<number | null> {
    const token = this.tokens.get(tokenHash);
    if (!token || token.used || token.expiresAt <= now) return null;
    this.revokeAllOf(token.userId);
    return token.userId;
  }
  private revokeAllOf(userId: number): void {
    for (const token of this.tokens.values()) if (token.userId === userId) token.used = true;
  }
}

/** The staff's roles over the in-memory accounts, with the same last-owner rule as the database's. */
export class InMemoryStaff extends StaffRepository {
  readonly invitedAt = new Map<number, Date>();

  constructor(private readonly accounts: InMemoryUsers) {
    super();
  }

  async list(): Promise<StaffMember[]> {
    const members = await Promise.all([...this.accounts.users.keys()].map((id) => this.member(id)));
    return members.filter((member): member is StaffMember => member !== null);
  }
  async member(userId: number): Promise<StaffMember | null> {
    const user = this.accounts.users.get(userId);
    if (!user || !isStaffRole(user.role)) return null;
    const invitedAt = this.invitedAt.get(userId) ?? null;
    const accepted = invitedAt === null || (user.lastLogin !== null && user.lastLogin >= invitedAt);
    return { userId, email: user.email, role: user.role, invitedAt, accepted };
  }
  async assign(userId: number, role: StaffRole, invitedAt: Date): Promise<RoleChange> {
    const outcome = this.change(userId, role);
    if (outcome === 'changed') this.invitedAt.set(userId, invitedAt);
    return outcome;
  }
  async remove(userId: number): Promise<RoleChange> {
    return this.change(userId, 'user');
  }
  private change(userId: number, role: UserRole): RoleChange {
    const user = this.accounts.users.get(userId);
    if (!user || (role === 'user' && user.role === 'user')) return 'not-staff';
    const owners = [...this.accounts.users.values()].filter((other) => other.role === 'admin').length;
    if (user.role === 'admin' && role !== 'admin' && owners <= 1) return 'last-owner';
    this.accounts.users.set(userId, { ...user, role });
    if (role === 'user') this.invitedAt.delete(userId);
    return 'changed';
  }
}
