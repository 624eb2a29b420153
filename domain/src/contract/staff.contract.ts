// Wire shapes of «Сотрудники» and of an order's timeline (issue 27).
import type { StaffRole, UserRole } from '../accounts/user-role';

/** GET /api/admin/staff: one member of the staff. */
export interface StaffMemberDto {
  user_id: number;
  email: string;
  role: StaffRole;
  /** When the owner last invited them; null: never (the seeded owner). */
  invited_at: string | null;
  /** Signed in since the invitation. */
  accepted: boolean;
}

/** POST /api/admin/staff */
export interface InviteStaffPayloadDto {
  email: string;
  role: StaffRole;
}

/** What an order's timeline names: the admin's actions (and the system's status changes between them). */
export type OrderTimelineAction = 'approve' | 'reject' | 'status' | 'delete' | 'line-removed' | 'refund' | 'stage' | 'photo';

/** GET /api/admin/orders/{orderId}/timeline: one entry, oldest first. */
export interface OrderTimelineEntryDto {
  at: string;
  action: OrderTimelineAction;
  /** Who did it; null: the system (a payment, an expiry, the provider's refund). */
  actor: { user_id: number; email: string; role: UserRole } | null;
  /** What it was, in Russian («Ожидает оплаты → Отменён», «Причина: …»); null when the action says it all. */
  details: string | null;
}
