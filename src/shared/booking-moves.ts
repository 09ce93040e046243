import { z } from 'zod';
import { BOOKING_MESSAGES } from './booking-messages';
import { MOVE_MESSAGES } from './booking-move-messages';
import { formatBookingDate, formatSlotLabel } from './ist';
import type { Locale } from './locale';
import { strictObject } from './strict-object';

/** Request and response shapes of moving a session (docs/product/booking.md#reschedule). */

/** How often a client may move one booking themselves; accepted proposals do not count. */
export const MAX_CLIENT_MOVES = 2;
export const MOVE_NOTE_MAX = 300;

const isoDate = z
  .string({ error: BOOKING_MESSAGES.invalidBookingDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGES.invalidBookingDate);
const timeSlot = z
  .string({ error: BOOKING_MESSAGES.timeSlotRequired })
  .trim()
  .min(1, BOOKING_MESSAGES.timeSlotRequired)
  .max(20, BOOKING_MESSAGES.slotNotOffered);

export const moveSlotsQuerySchema = z.object({ date: isoDate });

export const moveBookingSchema = strictObject({ date: isoDate, timeSlot });
export type MoveBookingInput = z.infer<typeof moveBookingSchema>;

export const proposeMoveSchema = strictObject({
  date: isoDate,
  timeSlot,
  note: z.string().trim().max(MOVE_NOTE_MAX, MOVE_MESSAGES.noteTooLong).optional(),
});
export type ProposeMoveInput = z.infer<typeof proposeMoveSchema>;

export const declineProposalSchema = strictObject({ cancel: z.boolean().optional() });

export const moveSlotsSchema = z.object({ date: z.string(), availableSlots: z.array(z.string()) });
export type MoveSlots = z.infer<typeof moveSlotsSchema>;

export const moveProposalSchema = z.object({
  id: z.string(),
  date: z.string(),
  timeSlot: z.string(),
  startsAt: z.string(),
  note: z.string().nullable(),
});
export type MoveProposal = z.infer<typeof moveProposalSchema>;

/**
 * What the caller may do about the session's time. `canMove`: the client may move it now;
 * `canPropose`: the trainer may propose a new time now; `proposal`: the trainer's proposal
 * waiting for the client's answer.
 */
export const bookingMovesSchema = z.object({
  movesLeft: z.number().int(),
  canMove: z.boolean(),
  canPropose: z.boolean(),
  proposal: moveProposalSchema.nullable(),
});
export type BookingMoves = z.infer<typeof bookingMovesSchema>;

/** 2026-03-03 and 6:00 PM → 'Tue, 3 Mar, 6:00 PM' ('मंगल, 3 मार्च, शाम 6:00' in Hindi). */
export const sessionTimeLabel = (date: string, slot: string, locale: Locale = 'en') =>
  `${formatBookingDate(date, locale)}, ${formatSlotLabel(slot, locale)}`;
