import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Portfolio } from '#shared/portfolio.ts';
import type { ProfileData, TrainerPortfolio } from '#shared/portfolio-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { profileDataKey } from '#web/lib/trainer-query-keys.ts';

export function profileDataQueryOptions() {
  return queryOptions({
    queryKey: profileDataKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: ProfileData }>('/trainer/profile-data', { signal })).data,
    refetchOnWindowFocus: false,
  });
}

export function useProfileData() {
  return useQuery(profileDataQueryOptions());
}

export function useSavePortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (portfolio: Portfolio) =>
      apiRequest<{ message: string; data: TrainerPortfolio }>('/trainer/portfolio', {
        method: 'PUT',
        body: portfolio,
      }),
    onSuccess: (response) =>
      queryClient.setQueryData<ProfileData>(profileDataKey, (current) =>
        current ? { ...current, trainer: response.data } : current,
      ),
  });
}
