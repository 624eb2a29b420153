import { SetMetadata, applyDecorators, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerOptions } from '@nestjs/throttler';
import { ApiErrors } from './openapi/api.decorators';

export type RateLimitedAction = 'login' | 'register' | 'forgot-password' | 'reset-password' | 'refresh' | 'like' | 'log-view' | 'payment-outcome';
type Scope = 'ip' | 'account-at-ip';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Attempts allowed per client address, and per account (the login identifier, the e-mail, or the
 * reset token) from one address, in each window; over the limit answers 429 until the window ends,
 * and every further attempt from there extends that block. No key counts one address's attempts
 * against another: a stranger guessing the owner's password blocks only their own address, and the
 * owner still signs in from theirs.
 */
export const RATE_LIMITS: Readonly<Record<RateLimitedAction, readonly { scope: Scope; limit: number; ttlMs: number }[]>> = {
  login: [
    { scope: 'ip', limit: 30, ttlMs: 15 * MINUTE_MS },
    { scope: 'account-at-ip', limit: 10, ttlMs: 15 * MINUTE_MS },
  ],
  register: [{ scope: 'ip', limit: 10, ttlMs: HOUR_MS }],
  'forgot-password': [
    { scope: 'ip', limit: 10, ttlMs: HOUR_MS },
    { scope: 'account-at-ip', limit: 3, ttlMs: HOUR_MS },
  ],
  'reset-password': [
    { scope: 'ip', limit: 20, ttlMs: HOUR_MS },
    { scope: 'account-at-ip', limit: 5, ttlMs: HOUR_MS },
  ],
  refresh: [{ scope: 'ip', limit: 300, ttlMs: 15 * MINUTE_MS }],
  like: [{ scope: 'ip', limit: 120, ttlMs: MINUTE_MS }],
  'log-view': [{ scope: 'ip', limit: 300, ttlMs: MINUTE_MS }],
  // The thanks page asks a few times per return from the provider; a guesser gets nowhere fast.
  'payment-outcome': [{ scope: 'ip', limit: 60, ttlMs: MINUTE_MS }],
};

const RATE_LIMIT_ACTION = 'shop:rate-limit-action';

/** Puts a handler under the limits of one action (and says so in the OpenAPI document: 429). */
export const RateLimited = (action: RateLimitedAction) => applyDecorators(SetMetadata(RATE_LIMIT_ACTION, action), ApiErrors(429));

const actionOf = (context: ExecutionContext): RateLimitedAction | undefined => Reflect.getMetadata(RATE_LIMIT_ACTION, context.getHandler());

interface TrackedRequest {
  ip: string;
  body?: { identifier?: unknown; email?: unknown; token?: unknown };
}

const ipTracker = (request: TrackedRequest): string => request.ip;

/** The account the attempt is about, from this address; the throttler stores only a hash of the key it builds. */
const accountAtIpTracker = (request: TrackedRequest): string => {
  const { identifier, email, token } = request.body ?? {};
  const subject = [identifier, email, token].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return subject ? `account:${subject.trim().toLowerCase()}|ip:${request.ip}` : `ip:${request.ip}`;
};

/** One named throttler per action and scope, each active only on its action's handlers. */
export function rateLimitThrottlers(scale: number): ThrottlerOptions[] {
  return Object.entries(RATE_LIMITS).flatMap(([action, limits]) =>
    limits.map(({ scope, limit, ttlMs }) => ({
      name: `${action}-${scope}`,
      limit: Math.ceil(limit * scale),
      ttl: ttlMs,
      getTracker: (request: Record<string, unknown>) => (scope === 'ip' ? ipTracker : accountAtIpTracker)(request as unknown as TrackedRequest),
      skipIf: (context: ExecutionContext) => actionOf(context) !== action,
    })),
  );
}
