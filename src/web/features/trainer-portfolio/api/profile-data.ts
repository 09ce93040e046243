import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Portfolio } from '../../../../shared/portfolio';
import type { ProfileData, TrainerPortfolio } from '../../../../shared/portfolio-api';
import { apiRequest } from '../../../lib/api-client';
import { profileDataKey } from '../../../lib/trainer-query-keys';

export function useProfileData() {
  return useQuery({
    queryKey: profileDataKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: ProfileData }>('/trainer/profile-data', { signal })).data,
    refetchOnWindowFocus: false,
  });
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
