import { domainError, err, ok, type Result } from '@shop/domain';
import { Clock } from '../shared/clock.port';
import { PageViewStore } from './page-view-store.port';

export const PAGE_VIEW_ERRORS = {
  invalidPage: domainError('PAGE_VIEWS.INVALID_PAGE', 'Некорректный адрес страницы'),
} as const;

export const MAX_PAGE_PATH_LENGTH = 200;
/** A path of the site: starts with '/', URL-safe characters only, no query or fragment. */
const PAGE_PATH = /^\/[A-Za-z0-9\-._~/]*$/;

export class PageViews {
  constructor(
    private readonly store: PageViewStore,
    private readonly clock: Clock,
  ) {}

  async record(page: unknown): Promise<Result<void, typeof PAGE_VIEW_ERRORS.invalidPage>> {
    if (typeof page !== 'string' || page.length > MAX_PAGE_PATH_LENGTH || !PAGE_PATH.test(page) || page.includes('//')) {
      return err(PAGE_VIEW_ERRORS.invalidPage);
    }
    await this.store.record(page, this.clock.now().toISOString().slice(0, 10));
    return ok(undefined);
  }
}
