import { flowerFromDto, type Flower, type FlowerDto, type ShellHttpClient } from '@shop/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { HttpFailureError } from '../cart/cart.api';

/** A constructor flower with its photo (spec §3 'Constructor flowers') and the stems left (null: no limit). */
export interface FlowerView extends Flower {
  readonly image: string;
}

const FLOWERS_KEY = ['flowers'] as const;

/** GET /api/flowers (only the flowers the shop offers now): public, so no token is sent. Kept as the JSON it is, so a server render can pass it on. */
export async function fetchFlowers(http: ShellHttpClient): Promise<FlowerDto[]> {
  const answer = await http.request<FlowerDto[]>('/api/flowers', { auth: 'anonymous' });
  if (!answer.ok) throw new HttpFailureError(answer);
  return Array.isArray(answer.data) ? answer.data : [];
}

/** The constructor's flowers; those with a malformed price are left out. */
function toFlowerViews(dtos: FlowerDto[]): FlowerView[] {
  return dtos.flatMap((dto) => {
    const flower = flowerFromDto(dto);
    return flower.ok ? [{ ...flower.value, image: dto.image }] : [];
  });
}

export const flowersQuery = (http: ShellHttpClient) => queryOptions({ queryKey: FLOWERS_KEY, queryFn: () => fetchFlowers(http), staleTime: 5 * 60_000 });

/** The flowers and their stems as the server now has them (after a bouquet was refused for want of one). */
export function useReloadFlowers(): () => Promise<void> {
  const queries = useQueryClient();
  return useCallback(() => queries.invalidateQueries({ queryKey: FLOWERS_KEY }), [queries]);
}

export function useFlowers(http: ShellHttpClient) {
  return useQuery({ ...flowersQuery(http), select: toFlowerViews });
}
