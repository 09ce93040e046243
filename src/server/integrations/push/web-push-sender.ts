import webpush from 'web-push';
import type { Config } from '#server/config.ts';
import { PushRefusal, type PushSender } from './push';

const timeout = () => AbortSignal.timeout(15_000);

/**
 * Web Push with the `web-push` package: it encrypts the payload (aes128gcm) and signs the VAPID
 * header; the POST itself goes through fetch, so its timeout and answers are read as ours are.
 */
export function createWebPushSender(vapid: Config['push']['vapid']): PushSender {
  return {
    async send(target, payload, ttlSeconds) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: vapid,
          TTL: ttlSeconds,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
        },
      );
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          // fetch sets the length of the body itself
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ?? undefined,
        signal: timeout(),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return 'sent';
      if (response.status === 404 || response.status === 410) return 'gone';
      const reason = `push service answered ${response.status}`;
      if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        throw new PushRefusal(reason);
      }
      throw new Error(reason);
    },
  };
}
