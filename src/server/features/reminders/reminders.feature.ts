import type { FastifyInstance } from 'fastify';
import { createWebPushSender } from '#server/integrations/push/web-push-sender.ts';
import { createSentMessageFiles } from '#server/integrations/sent-message-files.ts';
import { createWhatsApp } from '#server/integrations/whatsapp/create-whatsapp.ts';
import type { StoredWhatsAppMessage } from '#server/integrations/whatsapp/stored-whatsapp.ts';
import { sendSessionReminders } from '#server/jobs/send-session-reminders.ts';
import type { Ports } from '#server/ports.ts';
import { createNotificationSettingsRepository } from './notification-settings.repository';
import { notificationSettingsRoutes } from './notification-settings.routes';
import { createNotificationSettingsService } from './notification-settings.service';
import { reminderDeliveries, type SentPush } from './reminder-deliveries';
import { sentRemindersRoutes } from './sent-reminders.routes';

/** Session reminders: the settings, the WhatsApp and push channels, and the job that sends them. */
export async function registerReminders(
  app: FastifyInstance,
  { db, config, now, sideEffects }: Ports,
) {
  const repository = createNotificationSettingsRepository(db);
  const sentPushes = createSentMessageFiles<SentPush>(config.push.sentDir);
  const deliveries = reminderDeliveries({
    whatsapp: createWhatsApp(config.whatsapp, now, app.log),
    push: createWebPushSender(config.push.vapid),
    subscriptions: repository,
    sentPushes,
    now,
    log: app.log,
  });
  sideEffects.handle('whatsapp', deliveries.whatsapp);
  sideEffects.handle('push', deliveries.push);
  await app.register(
    notificationSettingsRoutes(
      createNotificationSettingsService({
        repository,
        vapidPublicKey: config.push.vapid.publicKey,
        allowLoopbackEndpoints: config.push.allowLoopbackEndpoints,
        now,
      }),
    ),
  );
  if (config.env !== 'production') {
    await app.register(
      sentRemindersRoutes({
        whatsapp:
          config.whatsapp.kind === 'stored'
            ? createSentMessageFiles<StoredWhatsAppMessage>(config.whatsapp.dir)
            : null,
        pushes: sentPushes,
      }),
    );
  }
  return { sendReminders: sendSessionReminders({ publicUrl: config.publicUrl }) };
}
