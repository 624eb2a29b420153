import type { UserRole } from '@shop/domain';

/** Short-lived access tokens (JWT) sent by the client as a bearer header. */
export abstract class AccessTokens {
  abstract issue(subject: { userId: number; role: UserRole }): Promise<string>;
}
