import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/me/notifications` (docs/product/reminders.md): the channels of the signed-in user. */
export interface NotificationSettings {
  email: boolean;
  whatsapp: boolean;
  whatsappNumber: string | null;
  whatsappOptedInAt: string | null;
  push: boolean;
  /** Devices (browsers) with a push subscription. */
  pushDevices: number;
  /** The server's VAPID public key, base64url, for `pushManager.subscribe`. */
  vapidPublicKey: string;
}

export interface NotificationSettingsUpdate {
  email: boolean;
  whatsapp: boolean;
  whatsappNumber?: string | null;
  push: boolean;
}

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
