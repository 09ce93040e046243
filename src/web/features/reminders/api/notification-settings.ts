import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationSettings,
  NotificationSettingsUpdate,
} from '#shared/notifications-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type { NotificationSettings };

export const notificationSettingsKey = ['me', 'notifications'] as const;

export async function getNotificationSettings(signal?: AbortSignal) {
  const response = await apiRequest<{ data: NotificationSettings }>('/me/notifications', {
    signal,
  });
  return response.data;
}

export function useNotificationSettings() {
  return useQuery(
    queryOptions({
      queryKey: notificationSettingsKey,
      queryFn: ({ signal }) => getNotificationSettings(signal),
    }),
  );
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: NotificationSettingsUpdate) => {
      const response = await apiRequest<{ data: NotificationSettings }>('/me/notifications', {
        method: 'PUT',
        body: update,
      });
      return response.data;
    },
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKey, settings),
  });
}
