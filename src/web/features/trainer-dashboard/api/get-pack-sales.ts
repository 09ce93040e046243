import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { TrainerPackSales } from '#web/lib/pack-contract.ts';
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
