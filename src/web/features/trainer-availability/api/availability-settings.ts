import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitySettings } from '#shared/availability.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const settingsKey = ['trainer', 'availability-settings'] as const;

export function useAvailabilitySettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () =>
      (await apiRequest<{ data: AvailabilitySettings }>('/trainer/availability-settings')).data,
  });
}

export function useSaveAvailabilitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AvailabilitySettings) =>
      apiRequest<{ message: string; data: AvailabilitySettings }>(
        '/trainer/availability-settings',
        { method: 'PUT', body: settings },
      ),
    onSuccess: (response) => queryClient.setQueryData(settingsKey, response.data),
  });
}
