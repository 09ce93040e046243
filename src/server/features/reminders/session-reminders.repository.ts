import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/executor.ts';
import {
  booking,
  notificationPreference,
  pushSubscription,
  sessionReminder,
  trainer,
  user,
} from '#server/db/schema.ts';
import { REMINDER_LEAD_MS, type ReminderKind } from '#shared/reminders.ts';

/** Sessions looked at per run; a larger day waits a minute for the next run. */
const BATCH = 500;

export interface ReminderPerson {
  id: string;
  email: string;
  name: string;
  firstName: string;
  /** Set once the person deleted their account: nobody to remind. */
  anonymisedAt: Date | null;
}

export interface UpcomingSession {
  id: string;
  service: 'personal' | 'group' | 'online';
  location: 'gym' | 'home' | 'online';
  address: string | null;
  startsAt: Date;
  meetingUrl: string | null;
  trainerName: string;
  client: ReminderPerson;
  trainerUser: ReminderPerson;
  /** The reminders already sent for this start. */
  sent: ReminderKind[];
}

export interface ReminderChannels {
  email: boolean;
  whatsappNumber: string | null;
  pushSubscriptionIds: string[];
}

/** The queries of docs/product/reminders.md#when: the sessions due, and who is told how. */
export function createSessionRemindersRepository(db: Executor) {
  const clientUser = alias(user, 'client_user');
  const trainerUser = alias(user, 'trainer_user');
  return {
    /** Confirmed sessions starting in (now, now + 24 h], as they are at this instant. */
    async upcoming(now: Date): Promise<UpcomingSession[]> {
      const rows = await db
        .select({
          id: booking.id,
          service: booking.service,
          location: booking.location,
          address: booking.address,
          startsAt: booking.startsAt,
          meetingUrl: booking.meetingUrl,
          trainerName: trainer.name,
          client: {
            id: clientUser.id,
            email: clientUser.email,
            name: clientUser.name,
            firstName: clientUser.firstName,
            anonymisedAt: clientUser.anonymisedAt,
          },
          trainerUser: {
            id: trainerUser.id,
            email: trainerUser.email,
            name: trainerUser.name,
            firstName: trainerUser.firstName,
            anonymisedAt: trainerUser.anonymisedAt,
          },
        })
        .from(booking)
        .innerJoin(trainer, eq(trainer.id, booking.trainerId))
        .innerJoin(clientUser, eq(clientUser.id, booking.clientId))
        .innerJoin(trainerUser, eq(trainerUser.id, trainer.userId))
        .where(
          and(
            eq(booking.status, 'confirmed'),
            gt(booking.startsAt, now),
            lte(booking.startsAt, new Date(now.getTime() + REMINDER_LEAD_MS.day)),
          ),
        )
        .orderBy(booking.startsAt)
        .limit(BATCH);
      if (rows.length === 0) return [];
      const sent = await db
        .select({
          bookingId: sessionReminder.bookingId,
          kind: sessionReminder.kind,
          startsAt: sessionReminder.startsAt,
        })
        .from(sessionReminder)
        .where(
          inArray(
            sessionReminder.bookingId,
            rows.map((row) => row.id),
          ),
        );
      return rows.map((row) => ({
        ...row,
        sent: sent
          .filter(
            (reminder) =>
              reminder.bookingId === row.id &&
              reminder.startsAt.getTime() === row.startsAt.getTime(),
          )
          .map((reminder) => reminder.kind),
      }));
    },

    /**
     * Records the reminder of this start unless a run (here or in another process) already
     * did: true when this run is the one to send it.
     */
    async claim(bookingId: string, kind: ReminderKind, startsAt: Date, now: Date) {
      const claimed = await db
        .insert(sessionReminder)
        .values({ bookingId, kind, startsAt, createdAt: now })
        .onConflictDoNothing()
        .returning({ bookingId: sessionReminder.bookingId });
      return claimed.length > 0;
    },

    /** How each person wants to be reminded; no preference row means e-mail only. */
    async channels(userIds: string[]): Promise<Map<string, ReminderChannels>> {
      const ids = [...new Set(userIds)];
      const preferences = await db
        .select()
        .from(notificationPreference)
        .where(inArray(notificationPreference.userId, ids));
      const subscriptions = await db
        .select({ id: pushSubscription.id, userId: pushSubscription.userId })
        .from(pushSubscription)
        .where(inArray(pushSubscription.userId, ids))
        .orderBy(pushSubscription.createdAt);
      return new Map(
        ids.map((id) => {
          const chosen = preferences.find((row) => row.userId === id);
          return [
            id,
            {
              email: chosen?.email ?? true,
              whatsappNumber: chosen?.whatsapp ? chosen.whatsappNumber : null,
              pushSubscriptionIds: chosen?.push
                ? subscriptions.filter((row) => row.userId === id).map((row) => row.id)
                : [],
            },
          ];
        }),
      );
    },
  };
}
