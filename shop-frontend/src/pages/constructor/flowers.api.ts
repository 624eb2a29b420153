import { flowerFromDto, type Flower, type FlowerDto, type ShellHttpClient } from '@shop/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HttpFailureError } from '../cart/cart.api';

/** A constructor flower with its photo (spec §3 'Constructor flowers'). */
export interface FlowerView extends Flower {
  readonly image: string;
}

/** GET /api/flowers: public, so no token is sent. Kept as the JSON it is, so a server render can pass it on. */
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

export const flowersQuery = (http: ShellHttpClient) => queryOptions({ queryKey: ['flowers'], queryFn: () => fetchFlowers(http), staleTime: 5 * 60_000 });

export function useFlowers(http: ShellHttpClient) {
  return useQuery({ ...flowersQuery(http), select: toFlowerViews });
}
