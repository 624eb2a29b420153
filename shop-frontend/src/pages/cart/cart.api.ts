import type { CartItemDto, CartResponseDto, HttpFailure, ShellHttpClient } from '@shop/domain';
import { quantityRequest } from './cart-lines.rules';

/** A failed call as a thrown value, for react-query. */
export class HttpFailureError extends Error {
  constructor(readonly failure: HttpFailure) {
    super(failure.kind === 'not-json' ? `HTTP ${failure.status}: not JSON` : (failure.message ?? `HTTP ${failure.status}`));
    this.name = 'HttpFailureError';
  }
}

const isCartItem = (item: unknown): item is CartItemDto =>
  typeof (item as Partial<CartItemDto> | null)?.id === 'number' && typeof (item as Partial<CartItemDto>).quantity === 'number';

/** GET /api/cart. */
export async function fetchCart(http: ShellHttpClient): Promise<CartItemDto[]> {
  const answer = await http.request<CartResponseDto>('/api/cart');
  if (!answer.ok) throw new HttpFailureError(answer);
  const items: unknown = answer.data?.items;
  return Array.isArray(items) ? items.filter(isCartItem) : [];
}

/** Spec §8: quantity-update and remove failures are logged only. */
function logFailure(action: string, failure: HttpFailure): void {
  console.error(`Корзина: ${action} не удалось`, failure);
}

/** PUT /api/cart/{productId} (≤ 0 removes the line). True on success. */
export async function setLineQuantity(http: ShellHttpClient, item: CartItemDto, quantity: number): Promise<boolean> {
  const { path, body } = quantityRequest(item, quantity);
  const answer = await http.request<unknown>(path, { method: 'PUT', body });
  if (!answer.ok) logFailure('изменить количество', answer);
  return answer.ok;
}

/** DELETE /api/cart/remove/{id}. True on success. */
export async function removeLine(http: ShellHttpClient, item: CartItemDto): Promise<boolean> {
  const answer = await http.request<unknown>(`/api/cart/remove/${item.id}`, { method: 'DELETE' });
  if (!answer.ok) logFailure('удалить товар', answer);
  return answer.ok;
}
