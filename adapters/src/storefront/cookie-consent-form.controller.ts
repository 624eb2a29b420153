import { Body, Controller, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CookieConsents } from '@shop/application';
import { COOKIE_CONSENT_FORM_PATH, COOKIE_SETTINGS_PARAM, cookieConsentOfChoice } from '@shop/domain';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { RateLimited } from '../http/rate-limits';
import { Public } from '../security/access.decorators';
import { CookieConsentFormRequestDto } from './dto/cookie-consent-form.request.dto';
import { ensureVisitorCookie, hashVisitorId } from './visitor-cookies';

const PROBE_ORIGIN = 'http://page.invalid';

/** The page to return to: a path of this site as the form sent it, else the home page (never another site). */
export function returnPath(value: unknown): URL {
  const text = typeof value === 'string' && /^\/(?![/\\])/.test(value) && !value.includes('\\') ? value : '/';
  try {
    const url = new URL(text, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? url : new URL('/', PROBE_ORIGIN);
  } catch {
    return new URL('/', PROBE_ORIGIN);
  }
}

const switchOn = (value: unknown) => value === 'on';

/**
 * The cookie banner without JavaScript: its buttons post here as a plain form. The choice is
 * recorded for this browser (the visitor cookie, as POST /api/cookies/consent does) and the
 * visitor goes back to the page with 303; «Настроить» and «Назад» only change the banner's mode.
 */
@ApiExcludeController() // a form's target, answered with a redirect, not part of the JSON API
@Public()
@Controller()
export class CookieConsentFormController {
  constructor(
    private readonly consents: CookieConsents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counted with POST /api/cookies/consent: one choice, whichever way it is sent. */
  @Post(COOKIE_CONSENT_FORM_PATH)
  @RateLimited('cookie-consent')
  async submit(@Body() form: CookieConsentFormRequestDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const back = returnPath(form.return);
    back.searchParams.delete(COOKIE_SETTINGS_PARAM);
    if (form.choice === 'settings') back.searchParams.set(COOKIE_SETTINGS_PARAM, '');
    const consent = cookieConsentOfChoice(form.choice, {
      analytics: switchOn(form.analytics),
      marketing: switchOn(form.marketing),
      preferences: switchOn(form.preferences),
    });
    if (consent) {
      const visitor = ensureVisitorCookie(request, reply, 'visitor', this.config.secureCookies);
      await this.consents.save({ visitorHash: hashVisitorId(visitor) }, consent);
    }
    void reply.redirect(`${back.pathname}${back.search}${back.hash}`, 303);
  }
}
