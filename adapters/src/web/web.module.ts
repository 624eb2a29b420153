import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { frontEndBuilds } from './front-end-paths';
import { FromBuildFiles } from './from-build-files';
import { PagePreloads } from './page-preloads';
import { PAGE_PRELOADS, SHELL_HTML, SOCIAL_PREVIEWS } from './shell-html.token';
import { readSocialPreviews, socialPreviewsFile } from './social-previews';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { StorefrontModule } from '../storefront/storefront.module';
import { SeoFilesHttpController } from './seo-files.http.controller';
import { ShellPageController } from './shell-page.controller';
import { inProcessApiGet } from './server-rendering/in-process-api';
import { PageRenderer } from './server-rendering/page-renderer';

const NOT_BUILT_HTML =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><!--app-head--><title>Магазин</title><!--/app-head--></head>' +
  '<body><p>Витрина ещё не собрана. Выполните <code>npm run build</code> и перезапустите сервер.</p></body></html>';

const shellHtmlFile = (webRoot: string) => path.join(frontEndBuilds(webRoot)[0].root, 'index.html');

function readShellHtml(webRoot: string): string {
  const file = shellHtmlFile(webRoot);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  new Logger('WebModule').warn(`${file} is missing: the front ends are not built`);
  return NOT_BUILT_HTML;
}

/** Pages (shell HTML with a per-route head), robots.txt and sitemap.xml; static files are registered in configureApp. */
@Module({})
export class WebModule {
  static forRoot(webRoot: string): DynamicModule {
    return {
      module: WebModule,
      imports: [CatalogueModule, StorefrontModule, ReviewsModule],
      // The catch-all page controller comes last so it never shadows the fixed files.
      controllers: [SeoFilesHttpController, ShellPageController],
      providers: [
        { provide: SHELL_HTML, useFactory: () => new FromBuildFiles([shellHtmlFile(webRoot)], () => readShellHtml(webRoot)) },
        { provide: PAGE_PRELOADS, useFactory: () => new FromBuildFiles(PagePreloads.sources(webRoot), () => PagePreloads.read(webRoot)) },
        { provide: SOCIAL_PREVIEWS, useFactory: () => new FromBuildFiles([socialPreviewsFile(webRoot)], () => readSocialPreviews(webRoot)) },
        { provide: PageRenderer, useFactory: (host: HttpAdapterHost) => new PageRenderer(webRoot, inProcessApiGet(host)), inject: [HttpAdapterHost] },
      ],
    };
  }
}
