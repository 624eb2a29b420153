import type { UserRecord } from './user.record';

export type UniqueField = 'email' | 'username';

export interface NewUser {
  readonly email: string;
  readonly username: string;
  readonly passwordHash: string;
}

export interface ProfileChanges {
  readonly email: string;
  readonly fullName: string | null;
  readonly phone: string | null;
  readonly telegram: string | null;
}

export abstract class UserRepository {
  abstract findById(id: number): Promise<UserRecord | null>;
  /** By username or e-mail, case-insensitively, with the password hash for verification. */
  abstract findCredentials(identifier: string): Promise<{ user: UserRecord; passwordHash: string } | null>;
  abstract findByEmail(email: string): Promise<UserRecord | null>;
  /** The new account, or the unique field another account already holds. */
  abstract create(user: NewUser): Promise<UserRecord | { taken: UniqueField }>;
  abstract updateProfile(id: number, changes: ProfileChanges): Promise<UserRecord | { taken: UniqueField } | null>;
  abstract recordLogin(id: number, at: Date): Promise<void>;
  abstract setPasswordHash(id: number, passwordHash: string): Promise<void>;
}
