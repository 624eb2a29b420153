import { ACCOUNT_ERRORS, err, ok, type AccountError, type Result } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { RefreshTokenStore } from '../refresh-token.store.port';
import { StaffRepository } from './staff.repository.port';

/**
 * The owner takes someone off the staff: back to a customer, signed out everywhere (their access
 * token, short-lived, no longer opens an admin route: the guard reads the role from the database).
 * Not oneself, and never the last owner.
 */
export class RemoveStaff {
  constructor(
    private readonly staff: StaffRepository,
    private readonly refreshTokens: RefreshTokenStore,
    private readonly clock: Clock,
  ) {}

  async execute(callerId: number, userId: number): Promise<Result<void, AccountError>> {
    if (callerId === userId) return err(ACCOUNT_ERRORS.removeSelf);
    const outcome = await this.staff.remove(userId);
    if (outcome === 'not-staff') return err(ACCOUNT_ERRORS.staffNotFound);
    if (outcome === 'last-owner') return err(ACCOUNT_ERRORS.lastOwner);
    await this.refreshTokens.revokeAllOfUser(userId, this.clock.now());
    return ok(undefined);
  }
}
