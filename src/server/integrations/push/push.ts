import type { PushPayload } from '#shared/notifications-api.ts';

/** One browser's subscription (RFC 8030 endpoint, RFC 8291 keys). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * The push port (docs/product/reminders.md#channels). `send` answers 'sent', or 'gone' when the
 * push service no longer knows the subscription (404/410: the caller deletes it); it throws to
 * be retried (429, 5xx, no answer) or throws a PushRefusal that no retry can fix (other 4xx).
 */
export interface PushSender {
  send(target: PushTarget, payload: PushPayload, ttlSeconds: number): Promise<'sent' | 'gone'>;
}

export class PushRefusal extends Error {}
