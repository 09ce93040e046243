import { apiRequest } from '#web/lib/api-client.ts';

/** What `PushSubscription.toJSON()` gives, as `POST /api/me/push-subscriptions` takes it. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export async function savePushSubscription(subscription: PushSubscriptionBody): Promise<void> {
  await apiRequest('/me/push-subscriptions', { method: 'POST', body: subscription });
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiRequest('/me/push-subscriptions', { method: 'DELETE', body: { endpoint } });
}
