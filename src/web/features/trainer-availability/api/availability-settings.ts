import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitySettings } from '#shared/availability.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function availabilitySettingsQueryOptions() {
  return queryOptions({
    queryKey: ['trainer', 'availability-settings'] as const,
    queryFn: async () =>
      (await apiRequest<{ data: AvailabilitySettings }>('/trainer/availability-settings')).data,
  });
}

export function useAvailabilitySettings() {
  return useQuery(availabilitySettingsQueryOptions());
}

export function useSaveAvailabilitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AvailabilitySettings) =>
      apiRequest<{ message: string; data: AvailabilitySettings }>(
        '/trainer/availability-settings',
        { method: 'PUT', body: settings },
      ),
    onSuccess: (response) =>
      queryClient.setQueryData(availabilitySettingsQueryOptions().queryKey, response.data),
  });
}
