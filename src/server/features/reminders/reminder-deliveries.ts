import { PushRefusal, type PushSender } from '#server/integrations/push/push.ts';
import type { SentMessageFiles } from '#server/integrations/sent-message-files.ts';
import { WhatsAppRefusal, type WhatsAppSender } from '#server/integrations/whatsapp/whatsapp.ts';
import type { SideEffect, SideEffectHandlers } from '#server/outbox/side-effect.ts';
import type { PushPayload } from '#shared/notifications-api.ts';
import type { NotificationSettingsRepository } from './notification-settings.repository';

export interface SentPush {
  userId: string;
  /** The push service's origin only: the endpoint itself is the browser's secret. */
  service: string;
  payload: PushPayload;
}

interface Log {
  warn(details: object, message: string): void;
}

/**
 * How the outbox delivers the reminder channels (docs/product/reminders.md#channels). A reminder
 * whose session has started is dropped rather than sent late; a refusal no retry can fix is
 * logged and dropped; anything else throws and the outbox retries it.
 */
export function reminderDeliveries(deps: {
  whatsapp: WhatsAppSender;
  push: PushSender;
  subscriptions: Pick<NotificationSettingsRepository, 'subscription' | 'forget'>;
  sentPushes: SentMessageFiles<SentPush>;
  now: () => Date;
  log: Log;
}): Pick<SideEffectHandlers, 'whatsapp' | 'push'> {
  const secondsLeft = (until: string) =>
    Math.floor((Date.parse(until) - deps.now().getTime()) / 1000);

  return {
    async whatsapp({ message, until }) {
      if (secondsLeft(until) <= 0) return [];
      try {
        await deps.whatsapp.send(message);
      } catch (error) {
        if (!(error instanceof WhatsAppRefusal)) throw error;
        deps.log.warn(
          { err: error, template: message.template },
          'WhatsApp refused a reminder; not retried',
        );
      }
      return [] as SideEffect[];
    },

    async push({ subscriptionId, payload, until }) {
      const ttl = secondsLeft(until);
      if (ttl <= 0) return [];
      const target = await deps.subscriptions.subscription(subscriptionId);
      // Unsubscribed since the reminder was queued.
      if (!target) return [];
      let outcome: 'sent' | 'gone';
      try {
        outcome = await deps.push.send(target, payload, ttl);
      } catch (error) {
        if (!(error instanceof PushRefusal)) throw error;
        deps.log.warn({ err: error }, 'push service refused a reminder; not retried');
        return [];
      }
      if (outcome === 'gone') {
        await deps.subscriptions.forget(target.id, target.endpoint);
        return [];
      }
      await deps.sentPushes.add(
        { userId: target.userId, service: new URL(target.endpoint).origin, payload },
        deps.now(),
      );
      return [];
    },
  };
}
