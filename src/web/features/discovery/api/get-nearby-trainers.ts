import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyPagination, TrainerCard } from '#shared/discovery-types.ts';
import type { FilterChip, ListingSort, ServiceType } from '#shared/listing-filters.ts';
import { present } from '#shared/present.ts';
import { apiRequest, isRefusal } from '#web/lib/api-client.ts';

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
  sort?: ListingSort;
}

export interface NearbyTrainersResponse {
  success: boolean;
  data: TrainerCard[];
  pagination: NearbyPagination;
}

/**
 * docs/product/discovery.md#the-listing: `filters` is the chip list as JSON text, sent only when
 * there are chips; `specialization` and `serviceType` only when they are not "all"; `sort` only
 * when it is not the default. A signed-in
 * visitor's token goes along, so a rejected token signs them out (the api client does that).
 */
export function getNearbyTrainers(
  query: NearbyTrainersQuery,
  signal?: AbortSignal,
): Promise<NearbyTrainersResponse> {
  const { filters, specialization, serviceType, sort, ...position } = query;
  return apiRequest<NearbyTrainersResponse>('/trainers/nearby', {
    query: {
      ...position,
      filters: filters?.length ? JSON.stringify(filters) : undefined,
      specialization: specialization && specialization !== 'all' ? specialization : undefined,
      serviceType: serviceType && serviceType !== 'all' ? serviceType : undefined,
      sort: sort && sort !== 'nearest' ? sort : undefined,
    },
    signal,
  });
}

/**
 * Issue 17: the listing says "Failed to fetch trainers" within 5 s, not after the app's
 * three retries 5 s apart. A network failure or a 5xx is asked once more after 1 s (a blip
 * on a mobile connection); a 4xx will not change, so it shows at once.
 */
export const NEARBY_RETRY_DELAY_MS = 1000;
export function retryNearby(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !isRefusal(error);
}

export function nearbyTrainersQueryOptions(query: NearbyTrainersQuery | null) {
  return queryOptions({
    queryKey: ['discovery', 'nearby', query] as const,
    queryFn: ({ signal }) =>
      getNearbyTrainers(present(query, 'the query of an enabled search'), signal),
    enabled: query !== null,
    retry: retryNearby,
    retryDelay: NEARBY_RETRY_DELAY_MS,
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
