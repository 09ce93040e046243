import type { PushSubscriptionInput } from '#shared/notifications-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function savePushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await apiRequest('/me/push-subscriptions', { method: 'POST', body: subscription });
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiRequest('/me/push-subscriptions', { method: 'DELETE', body: { endpoint } });
}
