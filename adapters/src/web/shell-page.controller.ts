import type { IncomingMessage } from 'node:http';
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CookieConsents, ProductReviewsQuery, StorefrontCatalogueQuery, resolveShopPage, shopPageMeta, type SocialPreviewPaths } from '@shop/application';
import {
  adminLeadReads,
  asksForCookieConsent,
  COOKIE_SETTINGS_PARAM,
  isPersonalPage,
  SHOP_INFO,
  type CookieBannerMode,
  type ProductReviewsDto,
} from '@shop/domain';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { ApiError } from '../http/api-error';
import { leadReadsTag, renderHeadTags, vkWidgetTag, withHead, withRenderedRoot, withScriptsAfterPaint } from './head-html';
import { withNoScriptFallback } from './no-script-fallback';
import { pageLeads, type PagePreloads } from './page-preloads';
import { PAGE_PRELOADS, SHELL_HTML, SOCIAL_PREVIEWS } from './shell-html.token';
import { Public } from '../security/access.decorators';
import { PageRenderer, type RenderContext, type RenderedPage } from './server-rendering/page-renderer';
import { pageReplyNow, sendHtml } from './compressed-page';
import { FinishedPages, sameParts } from './finished-pages';
import { carriesVisitorCookie, visitorConsentOwner } from '../storefront/visitor-cookies';
import { AnswersBeforeRouting } from '../http/answers-before-routing';
import type { FromBuildFiles } from './from-build-files';

/** What a page is made from of the front ends' builds. */
interface Builds {
  readonly shellHtml: string;
  readonly preloads: PagePreloads;
  readonly previews: SocialPreviewPaths;
}

/** Everything a finished page is made from (see FinishedPages). */
const pageParts = (context: RenderContext, rendered: RenderedPage | null, { shellHtml, preloads, previews }: Builds): readonly unknown[] => [
  context.catalogueVersion,
  context.reviewsVersion,
  context.cookieBanner,
  rendered,
  shellHtml,
  preloads,
  previews,
];

/**
 * A visitor the shop does not know yet (no visitor cookie: the banner asks for consent) at a page's
 * own address (no query). Their page is the same for all of them, so it is served again before
 * routing (AnswersBeforeRouting) while its parts stay the same.
 */
const isFirstVisitToAddress = (request: Pick<IncomingMessage, 'url' | 'headers'>): boolean => !request.url?.includes('?') && !carriesVisitorCookie(request);

/**
 * Every page of the shop: the shell's HTML with the page's own <head> (so crawlers read title,
 * description, canonical and structured data without JavaScript), HTTP 404 for unknown pages.
 * Public shop pages arrive rendered (PageRenderer), the others are rendered in the browser.
 * Runs only for paths no other route (API, static files, remotes) claimed.
 */
@ApiExcludeController() // a page, not part of the JSON API
@Public()
@Controller()
export class ShellPageController {
  constructor(
    @Inject(SHELL_HTML) private readonly shellHtml: FromBuildFiles<string>,
    @Inject(PAGE_PRELOADS) private readonly preloadsOfBuild: FromBuildFiles<PagePreloads>,
    @Inject(SOCIAL_PREVIEWS) private readonly previewsOfBuild: FromBuildFiles<SocialPreviewPaths>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalogue: StorefrontCatalogueQuery,
    private readonly renderer: PageRenderer,
    private readonly consents: CookieConsents,
    private readonly reviews: ProductReviewsQuery,
    private readonly beforeRouting: AnswersBeforeRouting,
  ) {}

  private readonly finishedPages = new FinishedPages((url) => this.beforeRouting.forget(url));

  @Get('*')
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || /\.[a-z0-9]{1,8}$/i.test(pathname)) throw new ApiError(404, 'Не найдено');
    const admin = pathname === '/admin' || pathname.startsWith('/admin/');
    const context: RenderContext = {
      catalogueVersion: await this.catalogue.version(),
      reviewsVersion: await this.reviews.version(),
      // Admin pages are rendered in the browser, with the banner the browser's lookup decides on.
      cookieBanner: admin ? null : await this.cookieBanner(request),
    };
    const rendered = admin ? null : await this.renderer.render(request.url, context);
    const builds = this.buildsNow();
    const parts = pageParts(context, rendered, builds);
    const page = await this.finishedPages.get(request.url, parts, () => this.assemble(pathname, admin, rendered, builds));
    if (rendered && page.status === 200 && isFirstVisitToAddress(request)) {
      const address = request.url;
      this.beforeRouting.keep(address, {
        holdsFor: (again) => isFirstVisitToAddress(again) && sameParts(this.firstVisitPartsNow(address) ?? [], parts),
        replyNow: (again) => pageReplyNow(again, page),
      });
    }
    await sendHtml(request, reply, page);
  }

  private buildsNow(): Builds {
    return { shellHtml: this.shellHtml.current(), preloads: this.preloadsOfBuild.current(), previews: this.previewsOfBuild.current() };
  }

  /** The parts of the page at `url` for a first visit, when every one is at hand without reading or rendering; else null. */
  private firstVisitPartsNow(url: string): readonly unknown[] | null {
    const catalogueVersion = this.catalogue.heldVersion();
    const reviewsVersion = this.reviews.heldVersion();
    if (catalogueVersion === null || reviewsVersion === null) return null;
    const context: RenderContext = { catalogueVersion, reviewsVersion, cookieBanner: 'summary' };
    const rendered = this.renderer.heldRender(url, context);
    return rendered ? pageParts(context, rendered, this.buildsNow()) : null;
  }

  /** The page's HTML and status from its parts (see FinishedPages: the same parts make the same page). */
  private async assemble(
    pathname: string,
    admin: boolean,
    rendered: RenderedPage | null,
    { shellHtml, preloads, previews }: Builds,
  ): Promise<{ status: number; html: string }> {
    const products = await this.catalogue.listProducts();
    const shopPage = resolveShopPage(decodeURI(pathname), products);
    const reviews = shopPage.kind === 'product' && shopPage.product ? await this.publishedReviews(shopPage.product.id) : null;
    const meta = shopPageMeta(shopPage, products, SHOP_INFO, this.config.publicUrl, previews, reviews);
    const leads = pageLeads(shopPage);
    const head = (tags: string) =>
      withHead(shellHtml, [renderHeadTags(meta, SHOP_INFO.name), vkWidgetTag(this.config.vkWidgetScriptUrl), tags].filter(Boolean).join('\n    '));
    if (rendered) {
      const { tags, shellScripts, shopScripts } = preloads.forRenderedShopPage(rendered.chunkGroups, leads.image);
      const html = withRenderedRoot(withScriptsAfterPaint(head(tags), shellScripts), rendered, 'shop', shopScripts);
      // A sign-in form the server rendered is sent only by the page's scripts.
      return { status: meta.status, html: isPersonalPage(pathname) ? withNoScriptFallback(html, meta.name) : html };
    }
    // Admin pages load the admin remote, never the shop's. Without JavaScript these pages show a fallback.
    const tags = admin ? [leadReadsTag(adminLeadReads(pathname)), preloads.forAdminPage()].join('\n    ') : preloads.forShopPage(leads);
    return { status: meta.status, html: withNoScriptFallback(head(tags), meta.name) };
  }

  /** A product's published reviews for its structured data; the page still comes without them when they cannot be read. */
  private async publishedReviews(productId: number): Promise<ProductReviewsDto | null> {
    const found = await this.reviews.execute(productId).catch(() => null);
    return found?.ok ? found.value : null;
  }

  /**
   * Whether the page comes with the cookie banner, as the browser's consent lookup would answer
   * for this visitor (a refusal on record is an answer), and in which mode: the settings when the
   * banner's form without JavaScript asked for them.
   */
  private async cookieBanner(request: FastifyRequest): Promise<CookieBannerMode | null> {
    const owner = visitorConsentOwner(request);
    if (owner && !asksForCookieConsent(await this.consents.lookup(owner))) return null;
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    return query.has(COOKIE_SETTINGS_PARAM) ? 'settings' : 'summary';
  }
}
