import { cataloguePagePath, type ApiErrorDto, type CataloguePageRequest, type ProductDto, type ServerApiAnswer, type ServerApiGet } from '@shop/domain';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Reads a public API path. The browser fetches it; on the server the same function is given the
 * server's in-process reader, so the data a page is rendered with is what the browser would get.
 */
export const browserGet: ServerApiGet = async (path) => {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the status says what went wrong.
  }
  return { status: response.status, body, header: (name) => response.headers.get(name) };
};

function bodyOf<T>({ status, body }: ServerApiAnswer): T {
  if (status < 200 || status >= 300) throw new ApiError(status, (body as Partial<ApiErrorDto> | null)?.error ?? `HTTP ${status}`);
  return body as T;
}

const getJson = async <T>(path: string, get: ServerApiGet): Promise<T> => bodyOf<T>(await get(path));

/** One page of the catalogue. */
export interface ProductsPage {
  readonly items: ProductDto[];
  /** How many products the page's category holds in all. */
  readonly total: number;
  /** The offset of the next page; null after the last. */
  readonly next: number | null;
}

/** GET /api/products?category=&sort=&offset=&limit=: a page and, from X-Total-Count, how many there are in all. */
export async function fetchProductsPage(request: CataloguePageRequest, get: ServerApiGet = browserGet): Promise<ProductsPage> {
  const answer = await get(cataloguePagePath(request));
  const items = bodyOf<ProductDto[]>(answer);
  const shown = request.offset + items.length;
  const total = Number(answer.header?.('X-Total-Count') ?? shown);
  return { items, total, next: items.length > 0 && shown < total ? shown : null };
}

/** The product, or null when the catalogue has no such id. */
export async function fetchProduct(id: number, get: ServerApiGet = browserGet): Promise<ProductDto | null> {
  try {
    return await getJson<ProductDto>(`/api/products/${id}`, get);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
