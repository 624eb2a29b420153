import {
  CATALOGUE_ERRORS,
  err,
  ok,
  reviewListStatus,
  toAdminReviewDto,
  toCustomerReviewDto,
  toProductReviewsDto,
  type AdminReviewDto,
  type CatalogueError,
  type CustomerReviewDto,
  type Page,
  type PageRequest,
  type ProductReviewsDto,
  type Result,
  type ReviewError,
} from '@shop/domain';
import { CatalogueReadModel } from '../../catalogue/catalogue.read-model.port';
import { PRODUCT_PAGE_REVIEWS, ReviewReadModel } from '../review.read-model.port';

/** GET /api/orders/reviews: the customer's own reviews, for their history. */
export class CustomerReviewsQuery {
  constructor(private readonly reviews: ReviewReadModel) {}

  async execute(customerId: number): Promise<CustomerReviewDto[]> {
    return (await this.reviews.ofCustomer(customerId)).map(toCustomerReviewDto);
  }
}

/** GET /api/admin/reviews: a page of the reviews, newest first, narrowed by `?status=`. */
export class AdminReviewsQuery {
  constructor(private readonly reviews: ReviewReadModel) {}

  async execute(status: unknown, page: PageRequest): Promise<Result<Page<AdminReviewDto>, ReviewError>> {
    const wanted = reviewListStatus(status);
    if (!wanted.ok) return wanted;
    const found = await this.reviews.page(wanted.value, page);
    return ok({ ...found, items: found.items.map(toAdminReviewDto) });
  }
}

/** GET /api/products/{id}/reviews and the product page: the published reviews of a visible product. */
export class ProductReviewsQuery {
  constructor(
    private readonly reviews: ReviewReadModel,
    private readonly catalogue: CatalogueReadModel,
  ) {}

  async execute(productId: number): Promise<Result<ProductReviewsDto, CatalogueError>> {
    const product = (await this.catalogue.snapshot()).products.get(productId);
    if (!product?.visible) return err(CATALOGUE_ERRORS.productNotFound);
    return ok(toProductReviewsDto(await this.reviews.publishedOf(productId, PRODUCT_PAGE_REVIEWS)));
  }

  /** What cached product pages are keyed by besides the catalogue. */
  version(): Promise<string> {
    return this.reviews.version();
  }

  /** The same, when known without reading (see ReviewReadModel.heldVersion). */
  heldVersion(): string | null {
    return this.reviews.heldVersion();
  }
}
