import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceOffers } from '#shared/portfolio.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { trainerServicesKeys } from './trainer-services-keys';

export async function getTrainerServices(signal?: AbortSignal): Promise<ServiceOffers> {
  return (await apiRequest<{ data: ServiceOffers }>('/trainer/services', { signal })).data;
}

export function trainerServicesQueryOptions() {
  return queryOptions({
    queryKey: trainerServicesKeys.services,
    queryFn: ({ signal }) => getTrainerServices(signal),
  });
}

export function useTrainerServices() {
  return useQuery(trainerServicesQueryOptions());
}
