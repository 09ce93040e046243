import { type AnyColumn, and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/executor.ts';
import {
  account,
  booking,
  chat,
  chatMessage,
  consent,
  mailOutbox,
  notificationPreference,
  payment,
  payout,
  pushSubscription,
  refund,
  review,
  sessionPack,
  taxDocument,
  trainer,
  trainerKyc,
  user,
} from '#server/db/schema.ts';

/**
 * Every row a copy of a person's data is made from (docs/product/privacy.md#download-my-data).
 * Other people appear only by the name Kasrat shows them: a trainer's listing name, a client's
 * name; no query here reads anybody else's phone, e-mail or address.
 */
/** A client's name as Kasrat shows it to trainers (clientName in bookings/user-booking.ts). */
const shownName = (person: { firstName: AnyColumn; lastName: AnyColumn; name: AnyColumn }) =>
  sql<string>`coalesce(nullif(trim(${person.firstName} || ' ' || ${person.lastName}), ''), ${person.name})`;

/** What both sides of a session and of a pack see of it in their copies. */
const SESSION_COLUMNS = {
  id: booking.id,
  service: booking.service,
  location: booking.location,
  sessionDate: booking.sessionDate,
  timeSlot: booking.timeSlot,
  startsAt: booking.startsAt,
  endsAt: booking.endsAt,
  status: booking.status,
  pricePaise: booking.pricePaise,
  meetingUrl: booking.meetingUrl,
  cancelledAt: booking.cancelledAt,
  cancelledBy: booking.cancelledBy,
  createdAt: booking.createdAt,
};
const PACK_COLUMNS = {
  id: sessionPack.id,
  service: sessionPack.service,
  kind: sessionPack.kind,
  sessions: sessionPack.sessions,
  creditsLeft: sessionPack.creditsLeft,
  pricePaise: sessionPack.pricePaise,
  status: sessionPack.status,
  paidAt: sessionPack.paidAt,
  expiresAt: sessionPack.expiresAt,
};

export function createDataExportContentsRepository(db: Executor) {
  const otherUser = alias(user, 'other_user');
  const otherTrainer = alias(trainer, 'other_trainer');

  async function asClient(userId: string) {
    const bookings = await db
      .select({
        ...SESSION_COLUMNS,
        trainerName: trainer.name,
        address: booking.address,
        platformFeePaise: booking.platformFeePaise,
        gstPaise: booking.gstPaise,
        totalPaise: booking.totalPaise,
        packId: booking.packId,
        seriesId: booking.seriesId,
      })
      .from(booking)
      .innerJoin(trainer, eq(trainer.id, booking.trainerId))
      .where(eq(booking.clientId, userId))
      .orderBy(asc(booking.startsAt), asc(booking.id));
    const packs = await db
      .select({
        ...PACK_COLUMNS,
        trainerName: trainer.name,
        platformFeePaise: sessionPack.platformFeePaise,
        gstPaise: sessionPack.gstPaise,
        totalPaise: sessionPack.totalPaise,
        validityDays: sessionPack.validityDays,
        endedAt: sessionPack.endedAt,
        createdAt: sessionPack.createdAt,
      })
      .from(sessionPack)
      .innerJoin(trainer, eq(trainer.id, sessionPack.trainerId))
      .where(eq(sessionPack.clientId, userId))
      .orderBy(asc(sessionPack.createdAt));
    const bookingIds = bookings.map((row) => row.id);
    const packIds = packs.map((row) => row.id);
    const paid =
      bookingIds.length + packIds.length === 0
        ? []
        : await db
            .select({
              id: payment.id,
              bookingId: payment.bookingId,
              packId: payment.packId,
              provider: payment.provider,
              orderId: payment.orderId,
              paymentId: payment.paymentId,
              method: payment.method,
              amountPaise: payment.amountPaise,
              currency: payment.currency,
              status: payment.status,
              paidAt: payment.paidAt,
              createdAt: payment.createdAt,
            })
            .from(payment)
            .where(
              or(
                bookingIds.length ? inArray(payment.bookingId, bookingIds) : sql`false`,
                packIds.length ? inArray(payment.packId, packIds) : sql`false`,
              ),
            )
            .orderBy(asc(payment.createdAt));
    const refunds =
      paid.length === 0
        ? []
        : await db
            .select({
              id: refund.id,
              paymentId: refund.paymentId,
              amountPaise: refund.amountPaise,
              scope: refund.scope,
              reason: refund.reason,
              status: refund.status,
              createdAt: refund.createdAt,
              processedAt: refund.processedAt,
            })
            .from(refund)
            .where(
              inArray(
                refund.paymentId,
                paid.map((row) => row.id),
              ),
            )
            .orderBy(asc(refund.createdAt));
    const reviewsWritten = await db
      .select({
        bookingId: review.bookingId,
        trainerName: trainer.name,
        rating: review.rating,
        comment: review.comment,
        review: review.review,
        createdAt: review.createdAt,
        updatedAt: review.updatedAt,
      })
      .from(review)
      .innerJoin(trainer, eq(trainer.id, review.trainerId))
      .where(eq(review.clientId, userId))
      .orderBy(asc(review.createdAt));
    return { bookings, packs, payments: paid, refunds, reviewsWritten };
  }

  async function asTrainer(trainerId: string) {
    const [profile] = await db.select().from(trainer).where(eq(trainer.id, trainerId));
    // A client's home address is the client's: the trainer's copy says only that it was at home.
    const sessions = await db
      .select({
        ...SESSION_COLUMNS,
        clientName: shownName(user),
      })
      .from(booking)
      .innerJoin(user, eq(user.id, booking.clientId))
      .where(eq(booking.trainerId, trainerId))
      .orderBy(asc(booking.startsAt), asc(booking.id));
    const packsSold = await db
      .select({
        ...PACK_COLUMNS,
        clientName: shownName(user),
      })
      .from(sessionPack)
      .innerJoin(user, eq(user.id, sessionPack.clientId))
      .where(eq(sessionPack.trainerId, trainerId))
      .orderBy(asc(sessionPack.createdAt));
    const reviewsReceived = await db
      .select({
        bookingId: review.bookingId,
        clientName: shownName(user),
        rating: review.rating,
        comment: review.comment,
        review: review.review,
        createdAt: review.createdAt,
      })
      .from(review)
      .innerJoin(user, eq(user.id, review.clientId))
      .where(eq(review.trainerId, trainerId))
      .orderBy(asc(review.createdAt));
    const payouts = await db
      .select({
        id: payout.id,
        weekStart: payout.weekStart,
        weekEnd: payout.weekEnd,
        status: payout.status,
        sessionCount: payout.sessionCount,
        grossPaise: payout.grossPaise,
        platformFeePaise: payout.platformFeePaise,
        commissionGstPaise: payout.commissionGstPaise,
        tdsPaise: payout.tdsPaise,
        tdsRateBp: payout.tdsRateBp,
        tcsPaise: payout.tcsPaise,
        netPaise: payout.netPaise,
        provider: payout.provider,
        transferReference: payout.transferReference,
        failureReason: payout.failureReason,
        paidAt: payout.paidAt,
        createdAt: payout.createdAt,
      })
      .from(payout)
      .where(eq(payout.trainerId, trainerId))
      .orderBy(asc(payout.weekStart));
    const [kyc] = await db.select().from(trainerKyc).where(eq(trainerKyc.trainerId, trainerId));
    return { profile: profile ?? null, sessions, packsSold, reviewsReceived, payouts, kyc };
  }

  return {
    async collect(userId: string) {
      const [person] = await db.select().from(user).where(eq(user.id, userId));
      if (!person) return null;
      const signInMethods = await db
        .select({ provider: account.providerId, createdAt: account.createdAt })
        .from(account)
        .where(eq(account.userId, userId));
      const consents = await db
        .select({
          purpose: consent.purpose,
          noticeVersion: consent.noticeVersion,
          givenAt: consent.givenAt,
          withdrawnAt: consent.withdrawnAt,
        })
        .from(consent)
        .where(eq(consent.userId, userId))
        .orderBy(asc(consent.givenAt));
      const [preference] = await db
        .select()
        .from(notificationPreference)
        .where(eq(notificationPreference.userId, userId));
      const pushSubscriptions = await db
        .select({
          endpoint: pushSubscription.endpoint,
          userAgent: pushSubscription.userAgent,
          createdAt: pushSubscription.createdAt,
        })
        .from(pushSubscription)
        .where(eq(pushSubscription.userId, userId));
      const [ownTrainer] = await db
        .select({ id: trainer.id })
        .from(trainer)
        .where(eq(trainer.userId, userId));
      const taxDocuments = await db
        .select()
        .from(taxDocument)
        .where(
          or(
            eq(taxDocument.clientId, userId),
            ownTrainer
              ? and(
                  eq(taxDocument.trainerId, ownTrainer.id),
                  ne(taxDocument.supply, 'platform_fee'),
                )
              : sql`false`,
          ),
        )
        .orderBy(asc(taxDocument.issuedAt), asc(taxDocument.serial));
      const chats = await db
        .select({
          id: chat.id,
          withName: sql<string>`coalesce(${otherTrainer.name}, ${shownName(otherUser)})`,
          createdAt: chat.createdAt,
        })
        .from(chat)
        .innerJoin(
          otherUser,
          sql`${otherUser.id} = case when ${chat.userAId} = ${userId} then ${chat.userBId} else ${chat.userAId} end`,
        )
        .leftJoin(otherTrainer, eq(otherTrainer.userId, otherUser.id))
        .where(or(eq(chat.userAId, userId), eq(chat.userBId, userId)))
        .orderBy(asc(chat.createdAt));
      const messages =
        chats.length === 0
          ? []
          : await db
              .select({
                chatId: chatMessage.chatId,
                senderId: chatMessage.senderId,
                body: chatMessage.body,
                messageType: chatMessage.messageType,
                createdAt: chatMessage.createdAt,
                readAt: chatMessage.readAt,
              })
              .from(chatMessage)
              .where(
                inArray(
                  chatMessage.chatId,
                  chats.map((row) => row.id),
                ),
              )
              .orderBy(asc(chatMessage.createdAt), asc(chatMessage.id));
      const mails = await db
        .select({
          subject: mailOutbox.subject,
          text: mailOutbox.textBody,
          sentAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(sql`lower(${mailOutbox.toAddress}) = lower(${person.email})`)
        .orderBy(desc(mailOutbox.createdAt));
      return {
        person,
        signInMethods,
        consents,
        preference: preference ?? null,
        pushSubscriptions,
        client: await asClient(userId),
        trainer: ownTrainer ? await asTrainer(ownTrainer.id) : null,
        taxDocuments,
        chats,
        messages,
        mails,
      };
    },
  };
}
export type DataExportContents = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createDataExportContentsRepository>['collect']>>
>;
