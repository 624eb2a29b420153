import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import { frontEndBuilds } from './front-end-paths';
import { PagePreloads } from './page-preloads';
import { PAGE_PRELOADS, SHELL_HTML } from './shell-html.token';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { SeoFilesHttpController } from './seo-files.http.controller';
import { ShellPageController } from './shell-page.controller';

const NOT_BUILT_HTML =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><!--app-head--><title>Магазин</title><!--/app-head--></head>' +
  '<body><p>Витрина ещё не собрана. Выполните <code>npm run build</code> и перезапустите сервер.</p></body></html>';

function readShellHtml(webRoot: string): string {
  const shell = frontEndBuilds(webRoot)[0];
  const file = path.join(shell.root, 'index.html');
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
      imports: [CatalogueModule],
      // The catch-all page controller comes last so it never shadows the fixed files.
      controllers: [SeoFilesHttpController, ShellPageController],
      providers: [
        { provide: SHELL_HTML, useFactory: () => readShellHtml(webRoot) },
        { provide: PAGE_PRELOADS, useFactory: () => PagePreloads.read(webRoot) },
      ],
    };
  }
}
