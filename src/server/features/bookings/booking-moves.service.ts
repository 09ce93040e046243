import { conflict, forbidden, notFound } from '#server/http-error.ts';
import { mailEffect, type SideEffect } from '#server/outbox/side-effect.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { MOVE_MESSAGES } from '#shared/booking-move-messages.ts';
import {
  MAX_CLIENT_MOVES,
  type MoveBookingInput,
  type MoveSlots,
  type ProposeMoveInput,
} from '#shared/booking-moves.ts';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { addIstDays, istInstant } from '#shared/ist.ts';
import { PACK_MESSAGES } from '#shared/pack-messages.ts';
import { scheduleOf, slotsForDate } from '#shared/schedule.ts';
import { bookingCancelledEmails } from './booking-emails';
import {
  moveProposedEmail,
  proposalDeclinedEmail,
  sessionMovedEmails,
} from './booking-move-emails';
import { assertMoveDate, bookingMoves, clientMayMove, moveTarget } from './booking-move-rules';
import type {
  BookingMovesRepository,
  MovedChatEvent,
  MoveTarget,
} from './booking-moves.repository';
import type { BookingsRepository, BookingView } from './bookings.repository';
import { clientName, toUserBooking, viewerRole } from './user-booking';

export interface BookingMovesDependencies {
  bookings: BookingsRepository;
  moves: BookingMovesRepository;
  publicUrl: string;
  now: () => Date;
  /** Hears each chat line a move wrote, after it committed (the open chats show it at once). */
  chatEventWritten: (event: MovedChatEvent, senderName: string) => void;
}

/**
 * Moving a confirmed session (docs/product/booking.md#reschedule): the client moves it, or the
 * trainer proposes a time the client accepts or declines.
 */
export function createBookingMovesService(deps: BookingMovesDependencies) {
  const { bookings, moves, now } = deps;

  async function viewFor(id: string, userId: string) {
    const view = await bookings.findView(id);
    const role = view ? viewerRole(view, userId) : null;
    if (!view || !role) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    return { view, role };
  }

  async function asClient(id: string, userId: string) {
    const { view, role } = await viewFor(id, userId);
    if (role !== 'client') throw forbidden(MOVE_MESSAGES.clientMovesOnly);
    return view;
  }

  async function answer(id: string, userId: string, message: string) {
    const { view, role } = await viewFor(id, userId);
    return { message, booking: toUserBooking(view, role, now()) };
  }

  function assertLive(view: BookingView, current: Date) {
    if (view.booking.status !== 'confirmed' || current >= view.booking.startsAt) {
      throw conflict(MOVE_MESSAGES.notMovable);
    }
  }

  async function targetFor(view: BookingView, date: string, timeSlot: string, current: Date) {
    const trainer = await bookings.findTrainer(view.booking.trainerId);
    if (!trainer) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    const to = moveTarget(trainer, date, timeSlot, current);
    if (to.startsAt.getTime() === view.booking.startsAt.getTime()) {
      throw conflict(MOVE_MESSAGES.sameSlot);
    }
    return to;
  }

  /** The move itself, shared by the client's move and an accepted proposal. */
  async function move(
    view: BookingView,
    to: MoveTarget,
    by: 'client' | 'trainer',
    proposalId: string | null,
    current: Date,
  ) {
    const client = clientName(view.client);
    const effects: SideEffect[] = [
      ...sessionMovedEmails(view, to, by, deps.publicUrl).map(mailEffect),
      { kind: 'meeting-moved', bookingId: view.booking.id },
    ];
    const from = { date: view.booking.sessionDate, timeSlot: view.booking.timeSlot };
    const outcome = await moves.move({
      bookingId: view.booking.id,
      trainerId: view.booking.trainerId,
      fromStartsAt: view.booking.startsAt,
      to,
      requestedBy: by,
      proposalId,
      now: current,
      sideEffects: effects,
      // The client acts in both cases: they move, or they accept.
      chatEvent: {
        actorId: view.booking.clientId,
        otherId: view.trainer.userId,
        event: {
          kind: 'session-moved',
          from,
          to: { date: to.sessionDate, timeSlot: to.timeSlot },
        },
      },
    });
    if (outcome.kind === 'slot-taken') throw conflict(BOOKING_MESSAGES.slotAlreadyBooked);
    if (outcome.kind === 'stale') throw conflict(MOVE_MESSAGES.notMovable);
    deps.chatEventWritten(outcome.chatEvent, client);
  }

  async function openProposal(view: BookingView, current: Date) {
    const proposal = bookingMoves(view, 'client', current).proposal;
    if (!proposal) throw conflict(MOVE_MESSAGES.noOpenProposal);
    return proposal;
  }

  return {
    /** The trainer's free slots of a day for this booking, its own slot left out. */
    async slots(id: string, userId: string, date: string): Promise<MoveSlots> {
      const { view } = await viewFor(id, userId);
      const current = now();
      assertMoveDate(date, current);
      const trainer = await bookings.findTrainer(view.booking.trainerId);
      if (!trainer) throw notFound(BOOKING_MESSAGES.bookingNotFound);
      const held = await bookings.heldStarts(
        trainer.id,
        istInstant(date, 0),
        istInstant(addIstDays(date, 1), 0),
        current,
      );
      const day = slotsForDate(scheduleOf(trainer), date, current, held);
      const own = date === view.booking.sessionDate ? view.booking.timeSlot : null;
      return { date, availableSlots: day.availableSlots.filter((slot) => slot !== own) };
    },

    async move(id: string, userId: string, input: MoveBookingInput) {
      const view = await asClient(id, userId);
      const current = now();
      assertLive(view, current);
      if (!clientMayMove(view.booking.startsAt, current)) {
        throw conflict(MOVE_MESSAGES.tooLateToMove);
      }
      if ((await moves.clientMoves(id)) >= MAX_CLIENT_MOVES) {
        throw conflict(MOVE_MESSAGES.noMovesLeft);
      }
      const to = await targetFor(view, input.date, input.timeSlot, current);
      await move(view, to, 'client', null, current);
      return answer(id, userId, MOVE_MESSAGES.sessionMoved);
    },

    async propose(id: string, userId: string, input: ProposeMoveInput) {
      const { view, role } = await viewFor(id, userId);
      if (role !== 'trainer') throw forbidden(MOVE_MESSAGES.trainerProposesOnly);
      const current = now();
      assertLive(view, current);
      const to = await targetFor(view, input.date, input.timeSlot, current);
      const free = await this.slots(id, userId, to.sessionDate);
      if (!free.availableSlots.includes(to.timeSlot)) {
        throw conflict(BOOKING_MESSAGES.slotAlreadyBooked);
      }
      await moves.lapseStaleProposal(id, current);
      const note = input.note ? input.note : null;
      const proposed = await moves.propose({
        bookingId: id,
        fromStartsAt: view.booking.startsAt,
        to,
        note,
        now: current,
        sideEffects: [mailEffect(moveProposedEmail(view, to, note, deps.publicUrl))],
      });
      if (!proposed) throw conflict(MOVE_MESSAGES.proposalExists);
      return answer(id, userId, MOVE_MESSAGES.proposalSent);
    },

    async accept(id: string, userId: string) {
      const view = await asClient(id, userId);
      const current = now();
      assertLive(view, current);
      const proposal = await openProposal(view, current);
      const to = await targetFor(view, proposal.date, proposal.timeSlot, current);
      await move(view, to, 'trainer', proposal.id, current);
      return answer(id, userId, MOVE_MESSAGES.proposalAccepted);
    },

    /**
     * The session stays; or, with `cancel`, it ends with a full refund whatever the time left:
     * the trainer asked for the change. A session paid with a pack credit gets its credit
     * back instead (a session of a paid weekly repeat, its share of the payment).
     */
    async decline(
      id: string,
      userId: string,
      cancel: boolean,
    ): Promise<{ message: string; booking: UserBooking }> {
      const view = await asClient(id, userId);
      const current = now();
      assertLive(view, current);
      const proposal = await openProposal(view, current);
      const notices = cancel ? [] : [mailEffect(proposalDeclinedEmail(view, deps.publicUrl))];
      if (!(await moves.decline(id, proposal.id, current, notices))) {
        throw conflict(MOVE_MESSAGES.noOpenProposal);
      }
      if (!cancel) return answer(id, userId, MOVE_MESSAGES.proposalDeclined);
      const paid = view.payment?.status === 'paid';
      const reason = 'Declined the trainer’s proposed new time';
      const cancelled = await bookings.cancel(
        id,
        ['confirmed'],
        'client',
        current,
        bookingCancelledEmails(view, 'client', paid, deps.publicUrl, reason).map(mailEffect),
        reason,
        // A pack session's credit comes back whatever the time left.
        view.booking.packId ? 'return' : null,
      );
      if (!cancelled) throw conflict(BOOKING_MESSAGES.bookingNotCancellable);
      const credit = cancelled.credit;
      const message = credit
        ? credit.creditsLeft === null
          ? PACK_MESSAGES.creditRefunded
          : PACK_MESSAGES.creditBack(credit.creditsLeft)
        : paid
          ? MOVE_MESSAGES.declinedAndCancelled
          : MOVE_MESSAGES.declinedAndCancelledNoPayment;
      return answer(id, userId, message);
    },
  };
}
export type BookingMovesService = ReturnType<typeof createBookingMovesService>;
