import { Body, Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CookieConsents, ProductLikes, RecordPageView, type ConsentOwner } from '@shop/application';
import type { CookieConsentAnswerDto, CookieConsentDto, LikeCountResponseDto, LikeResponseDto } from '@shop/domain';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { Answers, ApiErrors } from '../http/openapi/api.decorators';
import { COOKIE_CONSENT, LIKE, LIKE_COUNT } from '../http/openapi/contract.schemas';
import { RateLimited } from '../http/rate-limits';
import { unwrap } from '../http/result-to-http';
import type { AuthenticatedUser } from '../security/authenticated-user';
import { Public, SignedInIfTokenSent } from '../security/access.decorators';
import { CookieConsentRequestDto } from './dto/cookie-consent.request.dto';
import { LogViewRequestDto } from './dto/log-view.request.dto';
import { ensureVisitorCookie, hashVisitorId, renewVisitorCookie, visitorConsentOwner } from './visitor-cookies';

/** A liked item: 'plant-' and a product id. */
const ApiLikedItem = () => ApiParam({ name: 'itemId', schema: { type: 'string', pattern: '^plant-[0-9]{1,9}$', example: 'plant-1' } });

/** Likes, page views and cookie consent: calls any visitor makes, signed in or not. */
@ApiTags('storefront')
@Public()
@Controller('api')
export class StorefrontHttpController {
  constructor(
    private readonly likes: ProductLikes,
    private readonly recordPageView: RecordPageView,
    private readonly consents: CookieConsents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('likes/:itemId')
  @Answers(200, LIKE_COUNT)
  @ApiLikedItem()
  @ApiErrors(404)
  async likeCount(@Param('itemId') itemId: string): Promise<LikeCountResponseDto> {
    return { like_count: unwrap(await this.likes.count(itemId)) };
  }

  /** Counted once per visitor (the httpOnly session cookie it sets). */
  @Post('likes/:itemId')
  @Answers(200, LIKE)
  @ApiLikedItem()
  @RateLimited('like')
  @ApiErrors(404)
  async like(@Param('itemId') itemId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LikeResponseDto> {
    const session = ensureVisitorCookie(request, reply, 'session', this.config.secureCookies);
    const outcome = unwrap(await this.likes.like(itemId, hashVisitorId(session)));
    return { like_count: outcome.likeCount, already_liked: !outcome.counted };
  }

  @Post('log-view')
  @Answers(204)
  @RateLimited('log-view')
  @ApiErrors(400)
  async logView(@Body() body: LogViewRequestDto): Promise<void> {
    unwrap(await this.recordPageView.execute(body.page));
  }

  /**
   * The signed-in account's choice, else the visitor cookie's: the spec's `accepted`, plus
   * `decided` (a refusal on record is `accepted: false, decided: true`) and the choice itself.
   */
  @Get('cookies/consent')
  @SignedInIfTokenSent()
  @Answers(200, COOKIE_CONSENT)
  lookupConsent(
    @Req() request: FastifyRequest & { user?: AuthenticatedUser | null },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CookieConsentAnswerDto> {
    renewVisitorCookie(request, reply, this.config.secureCookies);
    return this.consents.lookup(this.knownOwner(request));
  }

  /** Kept for the signed-in account, else for the visitor cookie it sets. */
  @Post('cookies/consent')
  @Answers(204)
  @RateLimited('cookie-consent')
  @SignedInIfTokenSent()
  @ApiErrors(400)
  async saveConsent(
    @Body() body: CookieConsentRequestDto,
    @Req() request: FastifyRequest & { user?: AuthenticatedUser | null },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const owner: ConsentOwner = request.user
      ? { userId: request.user.id }
      : { visitorHash: hashVisitorId(ensureVisitorCookie(request, reply, 'visitor', this.config.secureCookies)) };
    const consent: CookieConsentDto = { accepted: body.accepted, analytics: body.analytics, marketing: body.marketing, preferences: body.preferences };
    await this.consents.save(owner, consent);
  }

  private knownOwner(request: FastifyRequest & { user?: AuthenticatedUser | null }): ConsentOwner | null {
    return request.user ? { userId: request.user.id } : visitorConsentOwner(request);
  }
}
