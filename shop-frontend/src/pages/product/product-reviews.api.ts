import type { ProductReviewsDto, ServerApiGet } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { browserGet } from '../../catalogue/catalogue.api';

const NONE: ProductReviewsDto = { rating: null, count: 0, reviews: [] };

/** GET /api/products/{id}/reviews: the published reviews; a failed read shows none rather than break the page. */
export async function fetchProductReviews(productId: number, get: ServerApiGet = browserGet): Promise<ProductReviewsDto> {
  const { status, body } = await get(`/api/products/${productId}/reviews`);
  return status === 200 && body !== null && typeof body === 'object' ? (body as ProductReviewsDto) : NONE;
}

/** The product's published reviews; the server renders them into the page, the browser starts from that. */
export const productReviewsQuery = (productId: number, get: ServerApiGet = browserGet) =>
  queryOptions({ queryKey: ['product-reviews', productId], queryFn: () => fetchProductReviews(productId, get), staleTime: 60_000 });
