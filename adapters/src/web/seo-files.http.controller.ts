import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { StorefrontCatalogueQuery, sitemapPaths } from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { Public } from '../security/access.decorators';

const PRIVATE_PREFIXES = [
  '/admin/',
  '/api/',
  '/cart',
  '/profile',
  '/orders/',
  '/payment/',
  '/thanks',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/reminders/',
];

@ApiExcludeController() // a page, not part of the JSON API
@Public()
@Controller()
export class SeoFilesHttpController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalogue: StorefrontCatalogueQuery,
  ) {}

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  robots(): string {
    return ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${this.config.publicUrl}/sitemap.xml`, ''].join('\n');
  }

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  async sitemap(): Promise<string> {
    const urls = sitemapPaths(await this.catalogue.listProducts()).map((p) => `  <url><loc>${this.config.publicUrl}${p}</loc></url>`);
    return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
  }
}
