import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';

/**
 * The throttlers of RATE_LIMITS. Over a limit the answer is 429 with the Russian message of every
 * 429 (ApiExceptionFilter) and a plain `Retry-After` in seconds, which clients and proxies read
 * (the throttler's own header names the throttler: `Retry-After-login-ip`).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(detail.timeToBlockExpire));
    return super.throwThrottlingException(context, detail);
  }
}
