import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyPagination, TrainerCard } from '#shared/discovery-types.ts';
import type { FilterChip, ServiceType } from '#shared/listing-filters.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export interface NearbyTrainersQuery {
  latitude: number;
  longitude: number;
  /** Kilometres. */
  radius: number;
  page: number;
  limit: number;
  filters?: readonly FilterChip[];
  specialization?: string;
  serviceType?: ServiceType | 'all';
}

export interface NearbyTrainersResponse {
  success: boolean;
  data: TrainerCard[];
  pagination: NearbyPagination;
}

/**
 * Spec 01 section 7: `filters` is the chip list as JSON text, sent only when there are
 * chips; `specialization` and `serviceType` only when they are not "all". A signed-in
 * visitor's token goes along, so a rejected token signs them out (the api client does that).
 */
export function getNearbyTrainers(
  query: NearbyTrainersQuery,
  signal?: AbortSignal,
): Promise<NearbyTrainersResponse> {
  const { filters, specialization, serviceType, ...position } = query;
  return apiRequest<NearbyTrainersResponse>('/trainers/nearby', {
    query: {
      ...position,
      filters: filters?.length ? JSON.stringify(filters) : undefined,
      specialization: specialization && specialization !== 'all' ? specialization : undefined,
      serviceType: serviceType && serviceType !== 'all' ? serviceType : undefined,
    },
    signal,
  });
}

export function nearbyTrainersQueryOptions(query: NearbyTrainersQuery | null) {
  return queryOptions({
    queryKey: ['discovery', 'nearby', query] as const,
    queryFn: ({ signal }) => getNearbyTrainers(query!, signal),
    enabled: query !== null,
  });
}

/**
 * `keepPrevious`: the next page or filter replaces the current list in place instead of
 * collapsing to skeletons (the listing); a city page starts clean.
 */
export function useNearbyTrainers(query: NearbyTrainersQuery | null, keepPrevious = false) {
  return useQuery({
    ...nearbyTrainersQueryOptions(query),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
