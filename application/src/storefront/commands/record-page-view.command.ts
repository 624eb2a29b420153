import { STOREFRONT_ERRORS, err, isLoggablePagePath, ok, type Result, type StorefrontError } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { PageViewStore } from '../page-view.store.port';

/** Spec §7 POST /api/log-view: one more view of a page of the site today. */
export class RecordPageView {
  constructor(
    private readonly store: PageViewStore,
    private readonly clock: Clock,
  ) {}

  async execute(page: unknown): Promise<Result<void, StorefrontError>> {
    if (!isLoggablePagePath(page)) return err(STOREFRONT_ERRORS.invalidPage);
    await this.store.record(page, this.clock.now().toISOString().slice(0, 10));
    return ok(undefined);
  }
}
