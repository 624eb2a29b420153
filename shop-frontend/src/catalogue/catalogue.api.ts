import type { ApiErrorDto, ProductDto, ServerApiGet } from '@shop/domain';

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
  return { status: response.status, body };
};

async function getJson<T>(path: string, get: ServerApiGet): Promise<T> {
  const { status, body } = await get(path);
  if (status < 200 || status >= 300) throw new ApiError(status, (body as Partial<ApiErrorDto> | null)?.error ?? `HTTP ${status}`);
  return body as T;
}

export function fetchProducts(get: ServerApiGet = browserGet): Promise<ProductDto[]> {
  return getJson<ProductDto[]>('/api/products', get);
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
