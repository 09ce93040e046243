import { indianMobileE164 } from '#shared/notifications-api.ts';
import { present } from '#shared/present.ts';
import { REMINDER_LEAD_MS } from '#shared/reminders.ts';
import type { Transaction } from '../executor';
import { notificationPreference, sessionReminder } from '../schema';
import { DEMO_ACCOUNTS, type DemoData } from './build-demo-data';
import { bulkInsert } from './bulk-insert';

const DAY_MS = 86_400_000;

/**
 * docs/product/reminders.md#demo: the demo client is reminded by e-mail and WhatsApp (opted in a
 * month ago, on the profile's phone), the demo trainer by e-mail; their sessions of the past two
 * weeks were reminded a day and an hour ahead. Upcoming ones are left to the job, which sends the
 * next day's on the first start through the embedded defaults.
 */
export async function seedDemoReminders(tx: Transaction, data: DemoData, now: Date) {
  const byEmail = (email: string) =>
    present(
      data.users.find((row) => row.email === email),
      `demo user ${email}`,
    );
  const client = byEmail(DEMO_ACCOUNTS.client);
  const trainerUser = byEmail(DEMO_ACCOUNTS.trainer);
  const trainer = present(
    data.trainers.find((row) => row.userId === trainerUser.id),
    'the demo trainer',
  );
  const clientId = present(client.id, 'the demo client id');
  const trainerUserId = present(trainerUser.id, 'the demo trainer user id');
  const optedInAt = new Date(now.getTime() - 30 * DAY_MS);
  await bulkInsert(tx, notificationPreference, [
    {
      userId: clientId,
      email: true,
      whatsapp: true,
      whatsappNumber: indianMobileE164(client.phone ?? '') ?? '+919820000001',
      whatsappOptedInAt: optedInAt,
      push: false,
      updatedAt: optedInAt,
    },
    { userId: trainerUserId, email: true, whatsapp: false, push: false, updatedAt: optedInAt },
  ]);
  const reminded = data.bookings.filter(
    (row) =>
      (row.clientId === clientId || row.trainerId === trainer.id) &&
      row.status === 'completed' &&
      row.startsAt.getTime() > now.getTime() - 14 * DAY_MS,
  );
  await bulkInsert(
    tx,
    sessionReminder,
    reminded.flatMap((row) =>
      (['day', 'hour'] as const).map((kind) => ({
        bookingId: row.id,
        kind,
        startsAt: row.startsAt,
        createdAt: new Date(row.startsAt.getTime() - REMINDER_LEAD_MS[kind]),
      })),
    ),
  );
}
