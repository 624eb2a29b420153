import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerRequest } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';

/** Metadata of a handler: the names of the throttlers that count it (set by @RateLimited, see rate-limits.ts). */
export const COUNTED_BY = 'shop:rate-limit-throttlers';

const throttlerNamesOf = (context: ExecutionContext): readonly string[] => Reflect.getMetadata(COUNTED_BY, context.getHandler()) ?? [];

/** A throttler as the guard counts with it: its limits read once, as plain numbers. */
type CountedThrottler = Omit<ThrottlerRequest, 'context'>;

/**
 * The throttlers of RATE_LIMITS. Over a limit the answer is 429 with the Russian message of every
 * 429 (ApiExceptionFilter) and a plain `Retry-After` in seconds, which clients and proxies read
 * (the throttler's own header names the throttler: `Retry-After-login-ip`).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly byName = new Map<string, CountedThrottler>();

  /** The library's set-up, then each throttler's limits read once (rateLimitThrottlers sets them as plain numbers). */
  override async onModuleInit(): Promise<void> {
    await super.onModuleInit();
    for (const throttler of this.throttlers) {
      const { name = 'default', limit, ttl, blockDuration = ttl, getTracker, generateKey } = throttler;
      if (typeof limit !== 'number' || typeof ttl !== 'number' || typeof blockDuration !== 'number' || !getTracker || !generateKey) {
        throw new Error(`The throttler ${name} is not set with plain numbers, a tracker and a key`);
      }
      this.byName.set(name, { throttler, limit, ttl, blockDuration, getTracker, generateKey });
    }
  }

  /**
   * Counts the route's own throttlers (one or two). The library's guard walks all of
   * RATE_LIMITS' 24 on every request, reading three pieces of metadata for each to learn it
   * should skip 23 of them.
   */
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    for (const name of throttlerNamesOf(context)) {
      const counted = this.byName.get(name);
      if (!counted) throw new Error(`No throttler named ${name}`);
      // Over the limit it throws (429).
      await this.handleRequest({ context, ...counted });
    }
    return true;
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(detail.timeToBlockExpire));
    return super.throwThrottlingException(context, detail);
  }
}
