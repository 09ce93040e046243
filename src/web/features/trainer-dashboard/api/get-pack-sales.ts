import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/trainer/dashboard/packs (contracts-28 section D). */
export interface TrainerPackSales {
  packsSold: number;
  salesPaise: number;
  creditsOutstanding: number;
  outstandingPaise: number;
  recent: {
    id: string;
    clientName: string;
    serviceName: string;
    sessions: number;
    creditsLeft: number;
    totalPaise: number;
    paidAt: string;
    expiresAt: string;
  }[];
}

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
