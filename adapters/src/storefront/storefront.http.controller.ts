import { createHash } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CookieConsents, ProductLikes, RecordPageView, type ConsentOwner } from '@shop/application';
import type { CookieConsentDto } from '@shop/domain';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { RateLimited } from '../http/rate-limits';
import { unwrap } from '../http/result-to-http';
import type { AuthenticatedUser } from '../security/authenticated-user';
import { OptionalJwtAuthGuard } from '../security/optional-jwt-auth.guard';
import { CookieConsentRequestDto } from './dto/cookie-consent.request.dto';
import { LogViewRequestDto } from './dto/log-view.request.dto';
import { ensureVisitorCookie, readVisitorCookie } from './visitor-cookies';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Likes, page views and cookie consent: calls any visitor makes, signed in or not. */
@Controller('api')
@UseGuards(ThrottlerGuard)
export class StorefrontHttpController {
  constructor(
    private readonly likes: ProductLikes,
    private readonly recordPageView: RecordPageView,
    private readonly consents: CookieConsents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('likes/:itemId')
  async likeCount(@Param('itemId') itemId: string): Promise<{ like_count: number }> {
    return { like_count: unwrap(await this.likes.count(itemId)) };
  }

  @Post('likes/:itemId')
  @HttpCode(200)
  @RateLimited('like')
  async like(
    @Param('itemId') itemId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ like_count: number; already_liked: boolean }> {
    const session = ensureVisitorCookie(request, reply, 'session', this.config.secureCookies);
    const outcome = unwrap(await this.likes.like(itemId, sha256(session)));
    return { like_count: outcome.likeCount, already_liked: !outcome.counted };
  }

  @Post('log-view')
  @HttpCode(204)
  @RateLimited('log-view')
  async logView(@Body() body: LogViewRequestDto): Promise<void> {
    unwrap(await this.recordPageView.execute(body.page));
  }

  @Get('cookies/consent')
  @UseGuards(OptionalJwtAuthGuard)
  lookupConsent(@Req() request: FastifyRequest & { user?: AuthenticatedUser | null }) {
    return this.consents.lookup(this.knownOwner(request));
  }

  @Post('cookies/consent')
  @HttpCode(204)
  @UseGuards(OptionalJwtAuthGuard)
  async saveConsent(
    @Body() body: CookieConsentRequestDto,
    @Req() request: FastifyRequest & { user?: AuthenticatedUser | null },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const owner: ConsentOwner = request.user
      ? { userId: request.user.id }
      : { visitorHash: sha256(ensureVisitorCookie(request, reply, 'visitor', this.config.secureCookies)) };
    const consent: CookieConsentDto = { accepted: body.accepted, analytics: body.analytics, marketing: body.marketing, preferences: body.preferences };
    await this.consents.save(owner, consent);
  }

  private knownOwner(request: FastifyRequest & { user?: AuthenticatedUser | null }): ConsentOwner | null {
    if (request.user) return { userId: request.user.id };
    const visitor = readVisitorCookie(request, 'visitor');
    return visitor ? { visitorHash: sha256(visitor) } : null;
  }
}
