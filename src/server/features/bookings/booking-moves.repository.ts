import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/executor.ts';
import { holdsSlot } from '#server/db/held-starts.ts';
import { isExclusionViolation } from '#server/db/pg-errors.ts';
import { booking, bookingMove } from '#server/db/schema.ts';
import { lockTrainerBookings } from '#server/db/trainer-lock.ts';
import {
  insertChatEvent,
  type StoredChatEvent,
} from '#server/features/chat/chat-events.repository.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import type { SideEffect } from '#server/outbox/side-effect.ts';
import type { ChatEvent } from '#shared/chat-event.ts';

/** Where a session moves to. */
export interface MoveTarget {
  sessionDate: string;
  timeSlot: string;
  startsAt: Date;
  endsAt: Date;
}

/** One move of a booking, with what is written beside it in its transaction. */
export interface MoveRequest {
  bookingId: string;
  trainerId: string;
  /** The start the mover saw: a booking moved meanwhile is not moved again on stale facts. */
  fromStartsAt: Date;
  to: MoveTarget;
  requestedBy: 'client' | 'trainer';
  /** The trainer's proposal the client accepts, or none when the client moves it. */
  proposalId: string | null;
  now: Date;
  sideEffects: readonly SideEffect[];
  chatEvent: { actorId: string; otherId: string; event: ChatEvent };
}

/** The chat line a move wrote, with the counts the open chats show beside it. */
export type MovedChatEvent = StoredChatEvent;

export type MoveOutcome =
  | { kind: 'moved'; chatEvent: StoredChatEvent }
  | { kind: 'slot-taken' }
  | { kind: 'stale' };

/** Thrown inside the transaction to roll it back with an outcome that is not an error. */
class MoveRefused extends Error {
  constructor(readonly outcome: 'slot-taken' | 'stale') {
    super(outcome);
  }
}

const openProposalOf = (bookingId: string) =>
  and(eq(bookingMove.bookingId, bookingId), eq(bookingMove.status, 'proposed'));

/**
 * A proposal past answering: its session was cancelled or moved (docs/product/booking.md#reschedule).
 * Written in the transaction of that change.
 */
export async function lapseOpenProposal(tx: Executor, bookingId: string, now: Date) {
  await tx
    .update(bookingMove)
    .set({ status: 'lapsed', decidedAt: now })
    .where(openProposalOf(bookingId));
}

export function createBookingMovesRepository(db: Database) {
  return {
    /**
     * Moves a confirmed booking in one transaction under the trainer's lock, as a new hold takes
     * its slot (docs/decisions/0006-booking-holds-queue-per-trainer.md): no other booking holding
     * the new time, the booking's times and calendar sequence, the move's record, its side
     * effects and the chat line. The exclusion constraint still has the last word; a refusal
     * leaves everything as it was, the old slot included.
     */
    async move(request: MoveRequest): Promise<MoveOutcome> {
      const { bookingId, to, now } = request;
      try {
        const chatEvent = await db.transaction(async (tx) => {
          await lockTrainerBookings(tx, request.trainerId);
          const [taken] = await tx
            .select({ id: booking.id })
            .from(booking)
            .where(
              and(
                eq(booking.trainerId, request.trainerId),
                ne(booking.id, bookingId),
                holdsSlot(now),
                lt(booking.startsAt, to.endsAt),
                gt(booking.endsAt, to.startsAt),
              ),
            )
            .limit(1);
          if (taken) throw new MoveRefused('slot-taken');
          // A lapsed hold still marked pending would trip the constraint it no longer belongs in.
          await tx
            .update(booking)
            .set({ status: 'expired', updatedAt: now })
            .where(
              and(
                eq(booking.trainerId, request.trainerId),
                eq(booking.status, 'pending'),
                lte(booking.holdExpiresAt, now),
              ),
            );
          const moved = await tx
            .update(booking)
            .set({
              sessionDate: to.sessionDate,
              timeSlot: to.timeSlot,
              startsAt: to.startsAt,
              endsAt: to.endsAt,
              sequence: sql`${booking.sequence} + 1`,
              updatedAt: now,
            })
            .where(
              and(
                eq(booking.id, bookingId),
                eq(booking.status, 'confirmed'),
                eq(booking.startsAt, request.fromStartsAt),
              ),
            )
            .returning({ id: booking.id });
          if (moved.length === 0) throw new MoveRefused('stale');
          if (request.proposalId) {
            const accepted = await tx
              .update(bookingMove)
              .set({ status: 'moved', decidedAt: now })
              .where(and(eq(bookingMove.id, request.proposalId), openProposalOf(bookingId)))
              .returning({ id: bookingMove.id });
            if (accepted.length === 0) throw new MoveRefused('stale');
          } else {
            await lapseOpenProposal(tx, bookingId, now);
            await tx.insert(bookingMove).values({
              id: randomUUID(),
              bookingId,
              requestedBy: request.requestedBy,
              status: 'moved',
              fromStartsAt: request.fromStartsAt,
              toStartsAt: to.startsAt,
              toSessionDate: to.sessionDate,
              toTimeSlot: to.timeSlot,
              createdAt: now,
              decidedAt: now,
            });
          }
          await enqueueSideEffects(tx, request.sideEffects, now);
          return insertChatEvent(tx, { ...request.chatEvent, now });
        });
        return { kind: 'moved', chatEvent };
      } catch (error) {
        if (error instanceof MoveRefused) return { kind: error.outcome };
        if (isExclusionViolation(error)) return { kind: 'slot-taken' };
        throw error;
      }
    },

    /** How often the client moved the booking themselves. */
    async clientMoves(bookingId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookingMove)
        .where(
          and(
            eq(bookingMove.bookingId, bookingId),
            eq(bookingMove.requestedBy, 'client'),
            eq(bookingMove.status, 'moved'),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Records the trainer's proposal and its notice to the client, unless one is already open
     * (the partial unique index booking_move_open_idx decides between two at once): false then.
     */
    async propose(input: {
      bookingId: string;
      fromStartsAt: Date;
      to: MoveTarget;
      note: string | null;
      now: Date;
      sideEffects: readonly SideEffect[];
    }): Promise<boolean> {
      const { now } = input;
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(bookingMove)
          .values({
            id: randomUUID(),
            bookingId: input.bookingId,
            requestedBy: 'trainer',
            status: 'proposed',
            fromStartsAt: input.fromStartsAt,
            toStartsAt: input.to.startsAt,
            toSessionDate: input.to.sessionDate,
            toTimeSlot: input.to.timeSlot,
            note: input.note,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: bookingMove.id });
        if (inserted.length === 0) return false;
        await enqueueSideEffects(tx, input.sideEffects, now);
        return true;
      });
    },

    /** Lets a proposal whose time has come go, so the trainer may propose another. */
    async lapseStaleProposal(bookingId: string, now: Date) {
      await db
        .update(bookingMove)
        .set({ status: 'lapsed', decidedAt: now })
        .where(and(openProposalOf(bookingId), lte(bookingMove.toStartsAt, now)));
    },

    /** The client's no to a proposal, with its notice; false when it was no longer open. */
    async decline(
      bookingId: string,
      proposalId: string,
      now: Date,
      sideEffects: readonly SideEffect[],
    ) {
      return db.transaction(async (tx) => {
        const declined = await tx
          .update(bookingMove)
          .set({ status: 'declined', decidedAt: now })
          .where(and(eq(bookingMove.id, proposalId), openProposalOf(bookingId)))
          .returning({ id: bookingMove.id });
        if (declined.length === 0) return false;
        await enqueueSideEffects(tx, sideEffects, now);
        return true;
      });
    },
  };
}
export type BookingMovesRepository = ReturnType<typeof createBookingMovesRepository>;
