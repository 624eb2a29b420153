import { createHash } from 'node:crypto';
import { SetMetadata, UseGuards, applyDecorators, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerOptions } from '@nestjs/throttler';
import { BoundedMap } from '../shared/bounded-map';
import { ApiErrors } from './openapi/api.decorators';
import { COUNTED_BY, RateLimitGuard } from './rate-limit.guard';

export type RateLimitedAction =
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'refresh'
  | 'logout'
  | 'like'
  | 'log-view'
  | 'payment-outcome'
  | 'cookie-consent'
  | 'cart'
  | 'checkout'
  | 'order-contact'
  | 'photo-answer'
  | 'payment-start'
  | 'profile'
  | 'profile-dates'
  | 'reminder-link'
  | 'review';

/** Who a counter counts: a client address, an account from one address, or the signed-in customer (their address when signed out). */
type Scope = 'ip' | 'account-at-ip' | 'customer';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Attempts allowed per client address, and per account (the login identifier, the e-mail, or the
 * reset token) from one address, in each window; over the limit answers 429 until the window ends,
 * and every further attempt from there extends that block. No key counts one address's attempts
 * against another: a stranger guessing the owner's password blocks only their own address, and the
 * owner still signs in from theirs.
 *
 * Every customer's write counts against that customer (their user id), wherever they call from: a
 * flood cannot make the shop speak or work for it, and one customer's flood never slows another's
 * shopping. The limits sit far above what a person does (a cart of 99 pieces clicked one by one is
 * well inside 300 a minute); the journeys' tests raise them with RATE_LIMIT_SCALE.
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
  logout: [{ scope: 'ip', limit: 60, ttlMs: MINUTE_MS }],
  like: [{ scope: 'ip', limit: 120, ttlMs: MINUTE_MS }],
  'log-view': [{ scope: 'ip', limit: 300, ttlMs: MINUTE_MS }],
  // The thanks page asks a few times per return from the provider; a guesser gets nowhere fast.
  'payment-outcome': [{ scope: 'ip', limit: 60, ttlMs: MINUTE_MS }],
  'cookie-consent': [{ scope: 'customer', limit: 60, ttlMs: MINUTE_MS }],
  cart: [{ scope: 'customer', limit: 300, ttlMs: MINUTE_MS }],
  checkout: [{ scope: 'customer', limit: 30, ttlMs: HOUR_MS }],
  'order-contact': [{ scope: 'customer', limit: 10, ttlMs: HOUR_MS }],
  'photo-answer': [{ scope: 'customer', limit: 10, ttlMs: MINUTE_MS }],
  'payment-start': [{ scope: 'customer', limit: 30, ttlMs: 10 * MINUTE_MS }],
  profile: [{ scope: 'customer', limit: 20, ttlMs: HOUR_MS }],
  'profile-dates': [{ scope: 'customer', limit: 300, ttlMs: HOUR_MS }],
  'reminder-link': [{ scope: 'ip', limit: 60, ttlMs: MINUTE_MS }],
  review: [{ scope: 'customer', limit: 20, ttlMs: HOUR_MS }],
};

/**
 * Puts a handler under the limits of one action (and says so in the OpenAPI document: 429). Its
 * guard runs after the controller's (a method's guards follow its class's) and after the method's
 * decorators written below it, so a signed-in caller is known when it counts: on a route whose
 * sign-in is a method decorator, write @RateLimited above it.
 */
export const RateLimited = (action: RateLimitedAction) =>
  applyDecorators(SetMetadata(COUNTED_BY, throttlersOf(action)), UseGuards(RateLimitGuard), ApiErrors(429));

interface TrackedRequest {
  ip: string;
  body?: { identifier?: unknown; email?: unknown; token?: unknown };
  /** The signed-in caller, once the route's sign-in guard has run. */
  user?: { id: number } | null;
}

const ipTracker = (request: TrackedRequest): string => request.ip;

const customerTracker = (request: TrackedRequest): string => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);

/** The account the attempt is about, from this address; the throttler stores only a hash of the key it builds. */
const accountAtIpTracker = (request: TrackedRequest): string => {
  const { identifier, email, token } = request.body ?? {};
  const subject = [identifier, email, token].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return subject ? `account:${subject.trim().toLowerCase()}|ip:${request.ip}` : `ip:${request.ip}`;
};

const TRACKERS: Readonly<Record<Scope, (request: TrackedRequest) => string>> = {
  ip: ipTracker,
  'account-at-ip': accountAtIpTracker,
  customer: customerTracker,
};

/** How many counter keys are remembered with their hash. */
const MAX_REMEMBERED_KEYS = 10_000;
const hashedKeys = new BoundedMap<string, string>(MAX_REMEMBERED_KEYS);

/**
 * One counter per action, whichever of its routes is called (the cart's five share one); stored as a
 * hash, never the e-mail or token itself. A key's hash is remembered: the same customer's requests
 * would hash the same text again on every hit.
 */
const counterKey = (_context: ExecutionContext, tracker: string, throttler: string): string => {
  const key = `${throttler}|${tracker}`;
  const known = hashedKeys.get(key);
  if (known !== undefined) return known;
  const hashed = createHash('sha256').update(key).digest('hex');
  hashedKeys.set(key, hashed);
  return hashed;
};

const throttlerName = (action: string, scope: Scope): string => `${action}-${scope}`;

/** The names of the throttlers that count an action. */
const throttlersOf = (action: RateLimitedAction): readonly string[] => RATE_LIMITS[action].map(({ scope }) => throttlerName(action, scope));

/**
 * The per-customer limits stop floods, not guessing: a few hits past one across replicas harm
 * nobody, so they are counted mostly in memory (LocallyCountedRateLimits). The per-address and
 * per-account limits against brute force are judged by the shared count on every hit.
 */
const LOCALLY_COUNTED = new Set(
  Object.entries(RATE_LIMITS).flatMap(([action, limits]) =>
    limits.filter(({ scope }) => scope === 'customer').map(({ scope }) => throttlerName(action, scope)),
  ),
);

export const isCountedLocally = (throttler: string): boolean => LOCALLY_COUNTED.has(throttler);

/** One named throttler per action and scope, each active only on its action's handlers. */
export function rateLimitThrottlers(scale: number): ThrottlerOptions[] {
  return Object.entries(RATE_LIMITS).flatMap(([action, limits]) =>
    limits.map(({ scope, limit, ttlMs }) => ({
      name: throttlerName(action, scope),
      limit: Math.ceil(limit * scale),
      ttl: ttlMs,
      getTracker: (request: Record<string, unknown>) => TRACKERS[scope](request as unknown as TrackedRequest),
      generateKey: counterKey,
    })),
  );
}
