import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  account,
  notificationPreference,
  pushSubscription,
  session,
  trainer,
  user,
} from '#server/db/schema.ts';
import { MESSAGES } from '#shared/messages.ts';

/**
 * Removes a person without removing their money records
 * (docs/decisions/0030-money-rows-and-delivery-upkeep.md): their bookings, payments and payouts
 * point at a user row that no longer says who they were. Name, e-mail, phone, birth date, city,
 * gender and pictures are blanked, their reminder channels deleted, the row is marked with the instant, every session and sign-in
 * method goes, and a trainer's profile is unpublished with its contact details blanked. The e-mail
 * becomes an address that can never receive mail, so the unique column stays unique. False when no
 * such user exists.
 */
export async function anonymiseUser(db: Database, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .update(user)
      .set({
        name: MESSAGES.anonymisedPersonName,
        email: `${userId}@anonymised.invalid`,
        emailVerified: false,
        image: null,
        firstName: MESSAGES.anonymisedPersonName,
        lastName: '',
        phone: null,
        dateOfBirth: null,
        city: null,
        gender: null,
        profileImageUrl: null,
        anonymisedAt: now,
        updatedAt: now,
      })
      .where(eq(user.id, userId))
      .returning({ id: user.id });
    if (!found) return false;
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    // Their WhatsApp number and browsers: nobody is reminded of anything any more.
    await tx.delete(notificationPreference).where(eq(notificationPreference.userId, userId));
    await tx.delete(pushSubscription).where(eq(pushSubscription.userId, userId));
    await tx
      .update(trainer)
      .set({
        published: false,
        name: MESSAGES.anonymisedPersonName,
        phone: null,
        email: null,
        website: null,
        instagram: null,
        youtube: null,
        profileImage: null,
        listingImage: null,
        heroImage1: null,
        heroImage2: null,
        revision: null,
        updatedAt: now,
      })
      .where(eq(trainer.userId, userId));
    return true;
  });
}
