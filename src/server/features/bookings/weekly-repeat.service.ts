import { randomUUID } from 'node:crypto';
import { badRequest, conflict, notFound } from '#server/http-error.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import type { UnpaidHold, UserBooking } from '#shared/booking-schemas.ts';
import { BOOKING_HOLD_MINUTES } from '#shared/booking-status.ts';
import { type FeeRates, paymentBreakdown } from '#shared/fees.ts';
import { addIstDays, istInstant, slotHour, slotLabel } from '#shared/ist.ts';
import type { Locale } from '#shared/locale.ts';
import { MESSAGES } from '#shared/messages.ts';
import { offeredHours, SESSION_MINUTES, scheduleOf } from '#shared/schedule.ts';
import {
  choicesFitWeeks,
  type RepeatSlot,
  repeatSlotProblem,
  weeklyDates,
  weeklyRepeat,
} from '#shared/weekly-repeat.ts';
import { REPEAT_MESSAGES } from '#shared/weekly-repeat-messages.ts';
import type {
  CreateRepeatInput,
  RepeatCreated,
  RepeatPreview,
  RepeatPreviewInput,
} from '#shared/weekly-repeat-schemas.ts';
import {
  assertCalendarDate,
  bookable,
  checkBookableService,
  inBookingWindow,
  type TrainerForBooking,
} from './booking-checks';
import type { BookingsRepository, NewHold } from './bookings.repository';
import type { BookingsService } from './bookings.service';
import type { WeeklyRepeatRepository } from './weekly-repeat.repository';

export interface WeeklyRepeatDependencies {
  bookings: BookingsRepository;
  bookingsService: Pick<BookingsService, 'get' | 'holdRefusal'>;
  repository: WeeklyRepeatRepository;
  fees: FeeRates;
  now: () => Date;
}

/** A repeat that could not be set up: why, and the unpaid hold in the way when there is one. */
export type RepeatResult =
  | { kind: 'created'; data: RepeatCreated }
  | { kind: 'refused'; message: string; hold?: UnpaidHold };

/** Chosen slots a client cannot have picked from a preview: refused as bad input, not skipped. */
const NEVER_OFFERED: readonly string[] = [
  REPEAT_MESSAGES.weekNotOffered,
  REPEAT_MESSAGES.weekOutsideWindow,
];

/** docs/product/booking.md#weekly-repeat */
export function createWeeklyRepeatService(deps: WeeklyRepeatDependencies) {
  const { bookings, repository, now } = deps;

  /** Steps shared by the preview and the booking: the trainer, service, place and first week. */
  async function repeatContext(clientId: string, input: RepeatPreviewInput, current: Date) {
    const trainerRow = await bookings.findTrainer(input.trainerId);
    if (!bookable(trainerRow, null)) throw notFound(MESSAGES.trainerNotFound);
    const offer = checkBookableService(trainerRow, clientId, input);
    assertCalendarDate(input.date);
    if (!inBookingWindow(input.date, current)) throw badRequest(BOOKING_MESSAGES.dateOutsideWindow);
    const hour = slotHour(input.timeSlot);
    if (hour === undefined || !offeredHours(trainerRow.availableTimes).includes(hour)) {
      throw badRequest(BOOKING_MESSAGES.slotNotOffered);
    }
    const weekDates = weeklyDates(input.date, input.weeks);
    // The day before the first week to the day after the last: where alternatives may fall.
    const held = await bookings.heldStarts(
      trainerRow.id,
      istInstant(addIstDays(input.date, -1), 0),
      istInstant(addIstDays(weekDates.at(-1) ?? input.date, 2), 0),
      current,
    );
    return { trainerRow, offer, weekDates, held, timeSlot: slotLabel(hour) };
  }

  function sessionValues(
    clientId: string,
    trainerRow: TrainerForBooking,
    input: CreateRepeatInput,
    slot: RepeatSlot,
    seriesId: string,
    current: Date,
  ): NewHold & { seriesId: string } {
    const offer = trainerRow.services[input.service];
    const price = paymentBreakdown(offer?.pricePaise ?? 0, deps.fees);
    const startsAt = istInstant(slot.date, slotHour(slot.timeSlot) ?? 0);
    return {
      clientId,
      trainerId: trainerRow.id,
      service: input.service,
      location: input.location,
      address: input.location === 'home' ? (input.address ?? null) : null,
      sessionDate: slot.date,
      timeSlot: slot.timeSlot,
      startsAt,
      endsAt: new Date(startsAt.getTime() + SESSION_MINUTES * 60_000),
      pricePaise: price.sessionFeePaise,
      platformFeePaise: price.platformFeePaise,
      gstPaise: price.gstPaise,
      totalPaise: price.totalPaise,
      holdExpiresAt: new Date(current.getTime() + BOOKING_HOLD_MINUTES * 60_000),
      seriesId,
      createdAt: current,
      updatedAt: current,
    };
  }

  const skippedOf = (session: NewHold, reason: string) => ({
    date: session.sessionDate,
    timeSlot: session.timeSlot,
    reason,
  });

  /** Each session in a transaction of its own, each with its own credit: each-or-skip. */
  async function bookWithCredits(
    clientId: string,
    packId: string,
    sessions: readonly (NewHold & { seriesId: string })[],
    skipped: { date: string; timeSlot: string; reason: string }[],
    current: Date,
  ): Promise<RepeatResult> {
    const packs = await repository.usablePacks(
      clientId,
      sessions[0]?.trainerId ?? '',
      sessions[0]?.service ?? 'personal',
      current,
    );
    const pack = packs.find((row) => row.id === packId);
    if (!pack) throw badRequest(REPEAT_MESSAGES.packNotUsable);
    if (pack.creditsLeft < sessions.length) {
      throw badRequest(REPEAT_MESSAGES.notEnoughCredits(pack.creditsLeft, sessions.length));
    }
    const booked: UserBooking[] = [];
    for (const session of sessions) {
      const outcome = await repository.bookWithCredit(
        { ...session, packId, holdExpiresAt: null },
        current,
      );
      if (outcome.kind === 'booked')
        booked.push(await deps.bookingsService.get(outcome.id, clientId));
      else
        skipped.push(
          skippedOf(
            session,
            outcome.kind === 'no-credit'
              ? REPEAT_MESSAGES.packNotUsable
              : REPEAT_MESSAGES.weekTaken,
          ),
        );
    }
    if (booked.length === 0) throw conflict(REPEAT_MESSAGES.nothingFree);
    return { kind: 'created', data: { bookings: booked, skipped } };
  }

  return {
    async preview(clientId: string, input: RepeatPreviewInput): Promise<RepeatPreview> {
      const current = now();
      const { trainerRow, offer, held, timeSlot } = await repeatContext(clientId, input, current);
      const weeks = weeklyRepeat(
        scheduleOf(trainerRow),
        input.date,
        timeSlot,
        input.weeks,
        current,
        held,
      );
      const free = weeks.filter((week) => week.free).length;
      const each = paymentBreakdown(offer.pricePaise, deps.fees).totalPaise;
      return {
        sessions: weeks.map((week) => ({ ...week, startsAt: week.startsAt.toISOString() })),
        sessionPricePaise: offer.pricePaise,
        sessionTotalPaise: each,
        // createSeriesPack charges each session's fees and GST times the sessions, as here.
        totalPaise: each * free,
        usablePacks: await repository.usablePacks(clientId, trainerRow.id, input.service, current),
      };
    },

    /**
     * With a pack: each chosen session confirmed with a credit, each-or-skip. Without: one series
     * pack and a pending hold per session in one transaction, paid once at /payment?pack=<id>.
     * Either way a session whose slot went meanwhile is skipped and said so.
     */
    async create(
      clientId: string,
      input: CreateRepeatInput,
      locale: Locale = 'en',
    ): Promise<RepeatResult> {
      const current = now();
      const { trainerRow, weekDates, held } = await repeatContext(clientId, input, current);
      if (!choicesFitWeeks(weekDates, input.sessions)) {
        throw badRequest(REPEAT_MESSAGES.choicesInvalid);
      }
      const schedule = scheduleOf(trainerRow);
      const heldSet = new Set(held.map((start) => start.getTime()));
      const seriesId = randomUUID();
      const skipped: { date: string; timeSlot: string; reason: string }[] = [];
      const sessions: (NewHold & { seriesId: string })[] = [];
      for (const chosen of [...input.sessions].sort((a, b) => a.date.localeCompare(b.date))) {
        const problem = repeatSlotProblem(schedule, chosen, current, heldSet);
        if (problem !== null && NEVER_OFFERED.includes(problem)) {
          throw badRequest(REPEAT_MESSAGES.choicesInvalid);
        }
        const hour = slotHour(chosen.timeSlot) ?? 0;
        const slot = { date: chosen.date, timeSlot: slotLabel(hour) };
        const values = sessionValues(clientId, trainerRow, input, slot, seriesId, current);
        if (problem === null) sessions.push(values);
        else skipped.push(skippedOf(values, problem));
      }
      if (sessions.length === 0) throw conflict(REPEAT_MESSAGES.nothingFree);
      if (input.packId) {
        return bookWithCredits(clientId, input.packId, sessions, skipped, current);
      }
      const outcome = await repository.holdSeries(sessions, current);
      if (outcome.kind === 'all-taken') throw conflict(REPEAT_MESSAGES.nothingFree);
      if (outcome.kind === 'limit') {
        return {
          kind: 'refused',
          ...(await deps.bookingsService.holdRefusal(
            clientId,
            trainerRow.id,
            outcome.limit,
            locale,
          )),
        };
      }
      for (const session of outcome.taken)
        skipped.push(skippedOf(session, REPEAT_MESSAGES.weekTaken));
      return {
        kind: 'created',
        data: {
          packId: outcome.packId,
          paymentPath: `/payment?pack=${encodeURIComponent(outcome.packId)}`,
          skipped,
        },
      };
    },
  };
}
export type WeeklyRepeatService = ReturnType<typeof createWeeklyRepeatService>;
