import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { notificationPreference, pushSubscription, user } from '#server/db/schema.ts';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '#shared/notifications-api.ts';

export type PreferenceRow = typeof notificationPreference.$inferSelect;
export type PreferenceValues = Omit<PreferenceRow, 'userId' | 'updatedAt'>;

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

/** A person's reminder channels and their browsers' push subscriptions. */
export function createNotificationSettingsRepository(db: Database) {
  return {
    async current(userId: string) {
      const [preference] = await db
        .select()
        .from(notificationPreference)
        .where(eq(notificationPreference.userId, userId));
      const [profile] = await db
        .select({ phone: user.phone })
        .from(user)
        .where(eq(user.id, userId));
      const [devices] = await db
        .select({ count: count() })
        .from(pushSubscription)
        .where(eq(pushSubscription.userId, userId));
      return {
        preference: preference ?? null,
        profilePhone: profile?.phone ?? null,
        pushDevices: devices?.count ?? 0,
      };
    },

    async save(userId: string, values: PreferenceValues, now: Date) {
      await db
        .insert(notificationPreference)
        .values({ userId, ...values, updatedAt: now })
        .onConflictDoUpdate({
          target: notificationPreference.userId,
          set: { ...values, updatedAt: now },
        });
    },

    /**
     * The browser's subscription, kept for this person (an endpoint is one browser profile: when
     * someone else signs in there, it becomes theirs), push turned on, and only their newest
     * PUSH_SUBSCRIPTIONS_PER_USER browsers kept.
     */
    async subscribe(userId: string, subscription: NewPushSubscription, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .insert(pushSubscription)
          .values({ id: randomUUID(), userId, ...subscription, createdAt: now })
          .onConflictDoUpdate({
            target: pushSubscription.endpoint,
            set: { userId, ...subscription, createdAt: now },
          });
        await tx
          .insert(notificationPreference)
          .values({ userId, push: true, updatedAt: now })
          .onConflictDoUpdate({
            target: notificationPreference.userId,
            set: { push: true, updatedAt: now },
          });
        const newest = tx
          .select({ id: pushSubscription.id })
          .from(pushSubscription)
          .where(eq(pushSubscription.userId, userId))
          .orderBy(desc(pushSubscription.createdAt), desc(pushSubscription.id))
          .limit(PUSH_SUBSCRIPTIONS_PER_USER);
        await tx
          .delete(pushSubscription)
          .where(and(eq(pushSubscription.userId, userId), notInArray(pushSubscription.id, newest)));
      });
    },

    /** Only the caller's own subscription goes; true when there was one. */
    async unsubscribe(userId: string, endpoint: string) {
      const removed = await db
        .delete(pushSubscription)
        .where(and(eq(pushSubscription.userId, userId), eq(pushSubscription.endpoint, endpoint)))
        .returning({ id: pushSubscription.id });
      return removed.length > 0;
    },

    /**
     * The browser's new subscription takes the old one's place, for the same person. When the new
     * endpoint is already kept, the old row just goes. False when the old endpoint is unknown.
     */
    async renew(
      oldEndpoint: string,
      subscription: Omit<NewPushSubscription, 'userAgent'>,
      now: Date,
    ) {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .delete(pushSubscription)
          .where(eq(pushSubscription.endpoint, oldEndpoint))
          .returning();
        if (!old) return false;
        await tx
          .insert(pushSubscription)
          .values({ ...old, ...subscription, id: randomUUID(), createdAt: now })
          .onConflictDoNothing({ target: pushSubscription.endpoint });
        return true;
      });
    },

    async subscription(id: string) {
      const [row] = await db.select().from(pushSubscription).where(eq(pushSubscription.id, id));
      return row ?? null;
    },

    /** The push service said the subscription is gone (404/410). */
    async forget(id: string, endpoint: string) {
      await db
        .delete(pushSubscription)
        .where(and(eq(pushSubscription.id, id), eq(pushSubscription.endpoint, endpoint)));
    },
  };
}
export type NotificationSettingsRepository = ReturnType<
  typeof createNotificationSettingsRepository
>;
