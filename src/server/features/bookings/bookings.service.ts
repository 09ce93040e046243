import { badRequest, conflict, notFound } from '#server/http-error.ts';
import { mailEffect } from '#server/outbox/side-effect.ts';
import { BOOKING_MESSAGES, BOOKING_TEXT } from '#shared/booking-messages.ts';
import {
  type CreateBookingInput,
  type DaySlotsResponse,
  type TrainerAvailability,
  trainerCancellationReasonSchema,
  type UnpaidHold,
  type UserBooking,
} from '#shared/booking-schemas.ts';
import {
  BOOKING_HOLD_MINUTES,
  cancellationRefunds,
  type HoldLimit,
} from '#shared/booking-status.ts';
import { textOf } from '#shared/catalogue.ts';
import { paginate } from '#shared/discovery-types.ts';
import { type FeeRates, paymentBreakdown } from '#shared/fees.ts';
import {
  addIstDays,
  formatBookingDate,
  formatSlotLabel,
  istDate,
  istHour,
  istInstant,
  istWeekday,
  slotLabel,
} from '#shared/ist.ts';
import type { Locale } from '#shared/locale.ts';
import { MESSAGES } from '#shared/messages.ts';
import { PACK_MESSAGES } from '#shared/pack-messages.ts';
import {
  BOOKING_WINDOW_DAYS,
  SESSION_MINUTES,
  scheduleOf,
  slotsForDate,
} from '#shared/schedule.ts';
import {
  assertCalendarDate,
  bookable,
  checkBookableService,
  checkSlot,
  inBookingWindow,
} from './booking-checks';
import { bookingCancelledEmails } from './booking-emails';
import type { BookingsRepository, BookingView } from './bookings.repository';
import { clientName, toUserBooking, viewerRole } from './user-booking';

/** A granted hold, or a refusal by HOLD_LIMITS (409) naming the unpaid hold in the way. */
export type HoldResult =
  | { kind: 'held'; booking: UserBooking }
  | { kind: 'booked'; booking: UserBooking; message: string }
  | { kind: 'refused'; message: string; hold?: UnpaidHold };

export interface BookingsDependencies {
  repository: BookingsRepository;
  fees: FeeRates;
  publicUrl: string;
  now: () => Date;
  /** Hears each hold granted (the operator's metrics). */
  holdCreated: () => void;
}

/**
 * Each party hears their own side: the client about their money, the trainer about the client's
 * (docs/product/booking.md#cancellation-and-refunds).
 */
function cancellationMessage(
  view: BookingView,
  role: 'client' | 'trainer',
  wasHold: boolean,
  refunded: boolean,
): string {
  if (wasHold) return BOOKING_MESSAGES.bookingCancelled;
  if (role === 'trainer') {
    const client = clientName(view.client);
    return refunded
      ? BOOKING_MESSAGES.sessionCancelledClientRefunded(client)
      : BOOKING_MESSAGES.sessionCancelledClientTold(client);
  }
  return refunded
    ? BOOKING_MESSAGES.bookingCancelledWithRefund
    : BOOKING_MESSAGES.bookingCancelledNoRefund;
}

export function createBookingsService(deps: BookingsDependencies) {
  const { repository, now } = deps;

  async function trainerOrThrow(trainerId: string, viewerId: string | null) {
    const row = await repository.findTrainer(trainerId);
    if (!bookable(row, viewerId)) throw notFound(MESSAGES.trainerNotFound);
    return row;
  }

  async function heldOn(trainerId: string, from: string, to: string, current: Date) {
    return repository.heldStarts(
      trainerId,
      istInstant(from, 0),
      istInstant(addIstDays(to, 1), 0),
      current,
    );
  }

  async function viewFor(id: string, userId: string) {
    const view = await repository.findView(id);
    const role = view ? viewerRole(view, userId) : null;
    if (!view || !role) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    return { view, role };
  }

  /**
   * Why a hold was refused, naming the client's hold in the way: this trainer's, or the next to
   * lapse. In the language the request asked for, its day and time too ('शनि, 28 नव॰, सुबह 6:00'),
   * which the page could not put back from the English.
   */
  async function holdRefusal(
    clientId: string,
    trainerId: string,
    limit: HoldLimit,
    locale: Locale = 'en',
  ) {
    const messages = textOf(BOOKING_TEXT, locale);
    if (limit === 'perSlot') return { message: messages.holdLimitPerSlot };
    const holds = await repository.liveHolds(clientId, now());
    const inTheWay =
      limit === 'perTrainer' ? holds.find((row) => row.trainerId === trainerId) : holds[0];
    // It lapsed a moment ago: nothing left to name, and the next try will pass.
    if (!inTheWay) return { message: messages.holdLimitReached };
    const when = `${formatBookingDate(inTheWay.sessionDate, locale)}, ${formatSlotLabel(inTheWay.timeSlot, locale)}`;
    return {
      message:
        limit === 'perTrainer'
          ? messages.holdLimitPerTrainer(inTheWay.trainerName, when)
          : messages.holdLimitPerClient(holds.length, inTheWay.trainerName, when),
      hold: {
        id: inTheWay.id,
        trainerName: inTheWay.trainerName,
        sessionDate: inTheWay.sessionDate,
        timeSlot: inTheWay.timeSlot,
        paymentPath: `/payment?booking=${encodeURIComponent(inTheWay.id)}`,
      },
    };
  }

  return {
    holdRefusal,

    async daySlots(
      trainerId: string,
      date: string,
      viewerId: string | null,
    ): Promise<DaySlotsResponse> {
      assertCalendarDate(date);
      const current = now();
      if (!inBookingWindow(date, current)) throw badRequest(BOOKING_MESSAGES.dateOutsideWindow);
      const row = await trainerOrThrow(trainerId, viewerId);
      const held = await heldOn(trainerId, date, date, current);
      const slots = { date, ...slotsForDate(scheduleOf(row), date, current, held) };
      if (!viewerId) return slots;
      const own = await repository.clientHolds(
        trainerId,
        viewerId,
        istInstant(date, 0),
        istInstant(addIstDays(date, 1), 0),
        current,
      );
      return {
        ...slots,
        yourHolds: own.map((hold) => ({
          timeSlot: slotLabel(istHour(hold.startsAt)),
          bookingId: hold.id,
          expiresAt: hold.holdExpiresAt.toISOString(),
        })),
      };
    },

    async availability(
      trainerId: string,
      startDate: string,
      endDate: string,
      viewerId: string | null,
    ): Promise<TrainerAvailability> {
      assertCalendarDate(startDate);
      assertCalendarDate(endDate);
      if (endDate < startDate || endDate > addIstDays(startDate, BOOKING_WINDOW_DAYS)) {
        throw badRequest(BOOKING_MESSAGES.dateRangeInvalid);
      }
      const current = now();
      const row = await trainerOrThrow(trainerId, viewerId);
      const schedule = scheduleOf(row);
      const today = istDate(current);
      const from = startDate < today ? today : startDate;
      const held = from <= endDate ? await heldOn(trainerId, from, endDate, current) : [];
      const availableDates: { date: string }[] = [];
      const blockedDates: { date: string; reason: string }[] = [];
      for (let date = from; date <= endDate; date = addIstDays(date, 1)) {
        const weekday = istWeekday(date);
        if (schedule.blockedDates.includes(date)) {
          blockedDates.push({ date, reason: 'Blocked by trainer' });
        } else if (
          !schedule.workingDays.includes(weekday) ||
          schedule.blockedDays.includes(weekday)
        ) {
          blockedDates.push({ date, reason: 'Not a working day' });
        } else if (slotsForDate(schedule, date, current, held).availableSlots.length > 0) {
          availableDates.push({ date });
        }
      }
      return { availableDates, blockedDates };
    },

    /**
     * Holds a slot for 15 minutes at the price the server computes (docs/product/booking.md#holds),
     * unless the client is at one of HOLD_LIMITS: then the refusal names the hold to pay or
     * release.
     */
    async hold(
      clientId: string,
      input: CreateBookingInput,
      locale: Locale = 'en',
    ): Promise<HoldResult> {
      const current = now();
      const trainerRow = await trainerOrThrow(input.trainerId, null);
      const offer = checkBookableService(trainerRow, clientId, input);
      const startsAt = await checkSlot(trainerRow, input, current);
      const price = paymentBreakdown(offer.pricePaise, deps.fees);
      const endsAt = new Date(startsAt.getTime() + SESSION_MINUTES * 60_000);
      const session = {
        clientId,
        trainerId: trainerRow.id,
        service: input.service,
        location: input.location,
        address: input.location === 'home' ? (input.address ?? null) : null,
        sessionDate: input.date,
        timeSlot: input.timeSlot.trim(),
        startsAt,
        endsAt,
        createdAt: current,
        updatedAt: current,
      };
      if (input.packId) {
        const booked = await repository.bookWithPack(
          { ...session, packId: input.packId, pricePaise: 0, totalPaise: 0 },
          current,
        );
        if (booked.kind === 'slot-taken') throw conflict(BOOKING_MESSAGES.slotAlreadyBooked);
        if (booked.kind === 'no-credit') throw conflict(PACK_MESSAGES.packNotUsable);
        const left = await repository.creditsLeft(input.packId);
        return {
          kind: 'booked',
          booking: await this.get(booked.id, clientId),
          message: PACK_MESSAGES.bookedWithCredit(left),
        };
      }
      const outcome = await repository.insertHold(
        {
          ...session,
          pricePaise: price.sessionFeePaise,
          platformFeePaise: price.platformFeePaise,
          gstPaise: price.gstPaise,
          totalPaise: price.totalPaise,
          holdExpiresAt: new Date(current.getTime() + BOOKING_HOLD_MINUTES * 60_000),
        },
        current,
      );
      if (outcome.kind === 'slot-taken') throw conflict(BOOKING_MESSAGES.slotAlreadyBooked);
      if (outcome.kind === 'limit') {
        return {
          kind: 'refused',
          ...(await holdRefusal(clientId, trainerRow.id, outcome.limit, locale)),
        };
      }
      deps.holdCreated();
      return { kind: 'held', booking: await this.get(outcome.id, clientId) };
    },

    async get(id: string, userId: string): Promise<UserBooking> {
      const { view, role } = await viewFor(id, userId);
      return toUserBooking(view, role, now());
    },

    async list(userId: string, page: number, limit: number) {
      const current = now();
      const { rows, total } = await repository.listViews(
        userId,
        current,
        (page - 1) * limit,
        limit,
      );
      return {
        data: rows.map((view) =>
          toUserBooking(view, view.booking.clientId === userId ? 'client' : 'trainer', current),
        ),
        pagination: paginate(page, limit, total),
      };
    },

    /**
     * Free ≥ 24 h before for the client, always for the trainer:
     * docs/product/booking.md#cancellation-and-refunds.
     */
    async cancel(id: string, userId: string, reason: string | undefined) {
      const { view, role } = await viewFor(id, userId);
      if (role === 'trainer') {
        const said = trainerCancellationReasonSchema.safeParse(reason ?? '');
        if (!said.success) {
          throw badRequest(
            said.error.issues[0]?.message ?? BOOKING_MESSAGES.cancellationReasonRequired,
          );
        }
      }
      const current = now();
      const status = view.booking.status;
      const staleHold =
        status === 'pending' &&
        (!view.booking.holdExpiresAt || view.booking.holdExpiresAt <= current);
      if (
        (status !== 'pending' && status !== 'confirmed') ||
        staleHold ||
        current >= view.booking.startsAt
      ) {
        throw conflict(BOOKING_MESSAGES.bookingNotCancellable);
      }
      const inTime = cancellationRefunds(role, view.booking.startsAt, current);
      if (status === 'confirmed' && view.booking.packId) {
        return this.cancelCredit(view, role, inTime, reason);
      }
      const refunded = status === 'confirmed' && view.payment?.status === 'paid' && inTime;
      // The notices and the refund are written with the cancellation
      // (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md).
      const notices =
        status === 'confirmed'
          ? bookingCancelledEmails(view, role, refunded, deps.publicUrl, reason).map(mailEffect)
          : [];
      const refundReason = refunded ? (reason ?? `Cancelled by the ${role}`) : null;
      if (!(await repository.cancel(id, [status], role, current, notices, refundReason))) {
        throw conflict(BOOKING_MESSAGES.bookingNotCancellable);
      }
      return {
        message: cancellationMessage(view, role, status === 'pending', refunded),
        booking: await this.get(id, userId),
      };
    },

    /**
     * A session booked with a pack credit (docs/product/packs.md#cancelling): in time (the client
     * ≥ 24 h before, the trainer always) the credit comes back, or for a series is refunded;
     * late, the credit is used and its worth is the trainer's.
     */
    async cancelCredit(
      view: BookingView,
      role: 'client' | 'trainer',
      inTime: boolean,
      reason: string | undefined,
    ) {
      const current = now();
      const id = view.booking.id;
      const userId = role === 'client' ? view.booking.clientId : view.trainer.userId;
      const creditLine = inTime
        ? 'Your pack credit is back (or, for a session of a pre-paid series, its share of the payment is refunded).'
        : 'It was less than 24 hours before the session, so the pack credit is used.';
      const notices = bookingCancelledEmails(
        view,
        role,
        false,
        deps.publicUrl,
        reason,
        creditLine,
      ).map(mailEffect);
      const done = await repository.cancel(
        id,
        ['confirmed'],
        role,
        current,
        notices,
        reason ?? `Cancelled by the ${role}`,
        inTime ? 'return' : 'use',
      );
      if (!done) throw conflict(BOOKING_MESSAGES.bookingNotCancellable);
      const left = done.credit?.creditsLeft ?? null;
      const message =
        role === 'trainer'
          ? PACK_MESSAGES.sessionCancelledCreditBack(clientName(view.client))
          : !inTime
            ? PACK_MESSAGES.creditUsed
            : left !== null
              ? PACK_MESSAGES.creditBack(left)
              : PACK_MESSAGES.creditRefunded;
      return { message, booking: await this.get(id, userId) };
    },

    /**
     * Both sides confirm after the start → completed
     * (docs/product/sessions-and-reviews.md#attendance-and-completion).
     */
    async confirmAttendance(id: string, userId: string) {
      const { view, role } = await viewFor(id, userId);
      const current = now();
      if (view.booking.status === 'confirmed' && current < view.booking.startsAt) {
        throw badRequest(BOOKING_MESSAGES.attendanceTooEarly);
      }
      if (!(await repository.confirmAttendance(id, role, current))) {
        throw conflict(BOOKING_MESSAGES.attendanceNotOwed);
      }
      return this.get(id, userId);
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
export type { BookingView };
