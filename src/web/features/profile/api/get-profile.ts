import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '#shared/account-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type { UserProfile };

export async function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  const response = await apiRequest<{ success: boolean; data: UserProfile }>('/profile', {
    signal,
  });
  return response.data;
}

export const profileKey = ['profile'] as const;

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKey, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
