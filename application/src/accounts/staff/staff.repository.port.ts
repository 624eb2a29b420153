import type { StaffRole } from '@shop/domain';

/** A member of the shop's staff as the «Сотрудники» list shows them. */
export interface StaffMember {
  readonly userId: number;
  readonly email: string;
  readonly role: StaffRole;
  /** When the owner last invited them (null: never, e.g. the seeded owner). */
  readonly invitedAt: Date | null;
  /** Signed in since the invitation (always, for one never invited). */
  readonly accepted: boolean;
}

/** Who gets what role: the outcome of a change that must never leave the shop without an owner. */
export type RoleChange = 'changed' | 'last-owner' | 'not-staff';

/** The staff's roles. Every change is atomic against the others: two removals cannot take the last two owners. */
export abstract class StaffRepository {
  /** Every member of the staff, owners first, then by e-mail. */
  abstract list(): Promise<StaffMember[]>;
  /** Gives the account the role and notes the invitation; 'last-owner' when it would demote the only owner, 'not-staff' when there is no such account. */
  abstract assign(userId: number, role: StaffRole, invitedAt: Date): Promise<RoleChange>;
  /** Takes the account off the staff (back to a customer); 'not-staff' when it is not on it. */
  abstract remove(userId: number): Promise<RoleChange>;
  abstract member(userId: number): Promise<StaffMember | null>;
}
