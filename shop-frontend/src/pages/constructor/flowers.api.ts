import { flowerFromDto, type Flower, type FlowerDto, type ShellHttpClient } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { HttpFailureError } from '../cart/cart.api';

/** A constructor flower with its photo (spec §3 'Constructor flowers'). */
export interface FlowerView extends Flower {
  readonly image: string;
}

/** GET /api/flowers: public, so no token is sent. Flowers with a malformed price are left out. */
export async function fetchFlowers(http: ShellHttpClient): Promise<FlowerView[]> {
  const answer = await http.request<FlowerDto[]>('/api/flowers', { auth: 'anonymous' });
  if (!answer.ok) throw new HttpFailureError(answer);
  const dtos = Array.isArray(answer.data) ? answer.data : [];
  return dtos.flatMap((dto) => {
    const flower = flowerFromDto(dto);
    return flower.ok ? [{ ...flower.value, image: dto.image }] : [];
  });
}

export function useFlowers(http: ShellHttpClient) {
  return useQuery({ queryKey: ['flowers'], queryFn: () => fetchFlowers(http), staleTime: 5 * 60_000 });
}
