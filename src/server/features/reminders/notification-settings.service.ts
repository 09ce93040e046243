import { badRequest, notFound } from '#server/http-error.ts';
import {
  indianMobileE164,
  type NotificationSettings,
  type PushRenewalInput,
  type PushSubscriptionInput,
} from '#shared/notifications-api.ts';
import { REMINDER_MESSAGES as M } from '#shared/reminder-messages.ts';
import type { NotificationSettingsRepository } from './notification-settings.repository';

export interface SettingsUpdate {
  email: boolean;
  whatsapp: boolean;
  whatsappNumber?: string | null;
  push: boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A DNS name with a dot that is no IP literal and no local or internal name. */
function isPublicName(hostname: string): boolean {
  if (hostname.startsWith('[') || /^[\d.]+$/.test(hostname)) return false;
  if (!hostname.includes('.')) return false;
  return !/\.(local|localhost|internal|lan|home|corp)$/i.test(hostname);
}

/** docs/product/reminders.md#settings: each person's own channels, nobody else's. */
export function createNotificationSettingsService(deps: {
  repository: NotificationSettingsRepository;
  vapidPublicKey: string;
  /** Tests only: a stand-in push service on this machine's loopback (plain http). */
  allowLoopbackEndpoints: boolean;
  now: () => Date;
}) {
  const { repository } = deps;

  async function settings(userId: string): Promise<NotificationSettings> {
    const { preference, pushDevices } = await repository.current(userId);
    return {
      email: preference?.email ?? true,
      whatsapp: preference?.whatsapp ?? false,
      whatsappNumber: preference?.whatsappNumber ?? null,
      whatsappOptedInAt: preference?.whatsappOptedInAt?.toISOString() ?? null,
      push: preference?.push ?? false,
      pushDevices,
      vapidPublicKey: deps.vapidPublicKey,
    };
  }

  function usableEndpoint(endpoint: string): boolean {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    if (url.username || url.password) return false;
    if (deps.allowLoopbackEndpoints && LOOPBACK_HOSTS.has(url.hostname)) {
      return url.protocol === 'http:' || url.protocol === 'https:';
    }
    // Push services are public names; the server POSTs to the endpoint, so an address or an
    // internal name would let anyone make it call inside its own network.
    return url.protocol === 'https:' && isPublicName(url.hostname);
  }

  /** What is kept of a browser's subscription: a usable endpoint and its keys without padding. */
  function kept(input: PushSubscriptionInput) {
    if (!usableEndpoint(input.endpoint)) throw badRequest(M.pushEndpointInvalid);
    return {
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh.replace(/=+$/, ''),
      auth: input.keys.auth.replace(/=+$/, ''),
    };
  }

  return {
    settings,

    /**
     * WhatsApp on needs an Indian mobile: the one given, else the one kept, else the profile's
     * phone. Its opt-in instant is recorded when it is turned on or its number changes, and
     * cleared when it is turned off (the number is kept for the next time).
     */
    async update(userId: string, update: SettingsUpdate): Promise<NotificationSettings> {
      const { preference, profilePhone } = await repository.current(userId);
      const number =
        update.whatsappNumber ??
        preference?.whatsappNumber ??
        (profilePhone ? indianMobileE164(profilePhone) : null);
      if (update.whatsapp && !number) throw badRequest(M.whatsappNumberRequired);
      const stillOptedIn =
        preference?.whatsapp === true &&
        preference.whatsappNumber === number &&
        preference.whatsappOptedInAt !== null;
      await repository.save(
        userId,
        {
          email: update.email,
          whatsapp: update.whatsapp,
          whatsappNumber: number,
          whatsappOptedInAt: update.whatsapp
            ? stillOptedIn
              ? preference.whatsappOptedInAt
              : deps.now()
            : null,
          push: update.push,
        },
        deps.now(),
      );
      return settings(userId);
    },

    async subscribe(userId: string, input: PushSubscriptionInput, userAgent: string | null) {
      await repository.subscribe(
        userId,
        { ...kept(input), userAgent: userAgent?.slice(0, 300) ?? null },
        deps.now(),
      );
      return settings(userId);
    },

    /** The service worker's `pushsubscriptionchange`: no sign-in, the old endpoint is the proof. */
    async renew(input: PushRenewalInput) {
      const renewed = await repository.renew(
        input.oldEndpoint,
        kept(input.subscription),
        deps.now(),
      );
      if (!renewed) throw notFound(M.pushRenewalUnknown);
    },

    async unsubscribe(userId: string, endpoint: string) {
      await repository.unsubscribe(userId, endpoint);
      return settings(userId);
    },
  };
}
export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
