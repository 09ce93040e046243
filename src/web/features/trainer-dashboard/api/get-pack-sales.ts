import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerPackSales } from '#shared/packs.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys';

export async function getPackSales(signal?: AbortSignal): Promise<TrainerPackSales> {
  return (await apiRequest<{ data: TrainerPackSales }>('/trainer/dashboard/packs', { signal }))
    .data;
}

export function packSalesQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardKeys.all, 'packs'] as const,
    queryFn: ({ signal }) => getPackSales(signal),
  });
}

export function usePackSales() {
  return useQuery(packSalesQueryOptions());
}
