import { and, eq, isNotNull, like, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { Transaction } from '#server/db/executor.ts';
import {
  account,
  booking,
  mailOutbox,
  notificationPreference,
  outboxEvent,
  pushSubscription,
  session,
  trainer,
  trainerKyc,
  uploadGrant,
  user,
  userPresence,
  verification,
} from '#server/db/schema.ts';
import { MESSAGES } from '#shared/messages.ts';

/**
 * Removes a person without removing their money records
 * (docs/decisions/0030-money-rows-and-delivery-upkeep.md,
 * docs/product/privacy.md#delete-my-account): their bookings, payments and payouts point at a
 * user row that no longer says who they were. False when no such user exists.
 */
export async function anonymiseUser(db: Database, userId: string, now: Date): Promise<boolean> {
  return db.transaction((tx) => anonymiseUserIn(tx, userId, now));
}

/** What a user row says once its person has left (the demo's former client is written so too). */
export function anonymisedUserFields(userId: string, now: Date) {
  return {
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
  } satisfies Partial<typeof user.$inferInsert>;
}

/**
 * `anonymiseUser` inside a transaction the caller holds (the deletion job's, with its own
 * bookkeeping). What goes, row by row:
 * - the user: name, e-mail (an address that can never receive mail, so the unique column stays
 *   unique and the real one can sign up afresh), phone, birth date, city, gender, pictures;
 * - every session and sign-in method, and better-auth's codes for the e-mail;
 * - reminder channels (the WhatsApp number) and browsers, presence;
 * - a trainer's portfolio: unpublished, its contact details, texts, places and pictures blanked;
 * - a trainer's KYC: Aadhaar, bank and UPI details and the document references (the files are
 *   deleted from storage by the caller); the PAN stays, encrypted, the key TDS was reported under;
 * - the client's home address on their bookings;
 * - the record of delivered mails to them or naming them (the embedded mailbox included).
 * Kept: money rows, tax documents as issued, reviews and chat messages (shown under a label).
 */
export async function anonymiseUserIn(tx: Transaction, userId: string, now: Date) {
  const [before] = await tx
    .select({ email: user.email, firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(eq(user.id, userId))
    .for('update');
  if (!before) return false;
  await tx.update(user).set(anonymisedUserFields(userId, now)).where(eq(user.id, userId));
  await tx.delete(session).where(eq(session.userId, userId));
  await tx.delete(account).where(eq(account.userId, userId));
  await tx
    .delete(verification)
    .where(
      or(
        like(verification.identifier, `%${escapeLike(before.email.toLowerCase())}%`),
        eq(verification.identifier, `account-deletion:${userId}`),
      ),
    );
  // Their WhatsApp number and browsers: nobody is reminded of anything any more.
  await tx.delete(notificationPreference).where(eq(notificationPreference.userId, userId));
  await tx.delete(pushSubscription).where(eq(pushSubscription.userId, userId));
  await tx.delete(userPresence).where(eq(userPresence.userId, userId));
  await tx.delete(uploadGrant).where(eq(uploadGrant.userId, userId));
  await tx.update(booking).set({ address: null }).where(eq(booking.clientId, userId));
  const [portfolio] = await tx
    .update(trainer)
    .set({
      published: false,
      name: MESSAGES.anonymisedPersonName,
      title: null,
      heroHeadlineLine1: null,
      heroHeadlineLine2: null,
      heroDescription: null,
      bio: null,
      city: null,
      latitude: null,
      longitude: null,
      achievements: [],
      certifications: [],
      phone: null,
      email: null,
      website: null,
      instagram: null,
      youtube: null,
      profileImage: null,
      listingImage: null,
      heroImage1: null,
      heroImage2: null,
      gymName: null,
      gymAddress: null,
      gymLatitude: null,
      gymLongitude: null,
      gymMembershipDetails: null,
      revision: null,
      updatedAt: now,
    })
    .where(eq(trainer.userId, userId))
    .returning({ id: trainer.id });
  if (portfolio) {
    await tx
      .update(trainerKyc)
      .set({
        aadhaarNumberEncrypted: null,
        aadhaarLast4: null,
        aadhaarName: null,
        panName: null,
        upiId: null,
        bankAccountName: null,
        bankAccountNumberEncrypted: null,
        bankAccountLast4: null,
        bankIfsc: null,
        bankName: null,
        bankBranch: null,
        aadhaarFrontImage: null,
        aadhaarBackImage: null,
        panImage: null,
        updatedAt: now,
      })
      .where(eq(trainerKyc.trainerId, portfolio.id));
  }
  await forgetDeliveredMails(tx, before);
  return true;
}

/**
 * Delivered mails are kept a while only to answer "was this mail sent?"; those to the person or
 * naming them go now. Mails not yet delivered (the deletion's own notices of refunds) stay until
 * they are, then go with the others (OUTBOX_RETENTION_MS).
 */
async function forgetDeliveredMails(
  tx: Transaction,
  person: { email: string; firstName: string; lastName: string },
) {
  const fullName = `${person.firstName} ${person.lastName}`.trim();
  const needles = [person.email, ...(person.lastName.trim() ? [fullName] : [])].map(
    (needle) => `%${escapeLike(needle)}%`,
  );
  const mentions = (text: ReturnType<typeof sql>) =>
    or(...needles.map((needle) => sql`${text} ilike ${needle}`));
  await tx
    .delete(outboxEvent)
    .where(
      and(
        eq(outboxEvent.kind, 'mail'),
        isNotNull(outboxEvent.deliveredAt),
        mentions(sql`${outboxEvent.payload}::text`),
      ),
    );
  await tx
    .delete(mailOutbox)
    .where(
      or(
        eq(mailOutbox.toAddress, person.email),
        mentions(sql`${mailOutbox.subject} || ' ' || ${mailOutbox.textBody}`),
      ),
    );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
