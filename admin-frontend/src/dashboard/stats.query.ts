import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatsSpanQuery } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';

/** The dashboard's figures for a period; the figures shown stay while another period loads. */
export function useStats(span: StatsSpanQuery) {
  const api = useAdminApi();
  return useQuery({ queryKey: ['admin', 'stats', span.from, span.to, span.by], queryFn: () => api.stats(span), placeholderData: keepPreviousData });
}
