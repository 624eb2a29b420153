import type { ApiErrorDto, ProductDto } from '@shop/domain';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  return (await response.json()) as T;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as Partial<ApiErrorDto>;
    return body.error ?? response.statusText;
  } catch {
    return response.statusText;
  }
}

export function fetchProducts(): Promise<ProductDto[]> {
  return getJson<ProductDto[]>('/api/products');
}

/** The product, or null when the catalogue has no such id. */
export async function fetchProduct(id: number): Promise<ProductDto | null> {
  try {
    return await getJson<ProductDto>(`/api/products/${id}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
