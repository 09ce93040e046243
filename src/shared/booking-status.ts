/**
 * The booking lifecycle as a state graph with named transitions
 * (docs/product/booking.md#booking-lifecycle). `pending` is a 15-minute hold awaiting payment;
 * `expired` is a hold nobody paid for.
 */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
  'completed',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that occupy the trainer's time (the exclusion constraint covers the same set). */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed', 'completed'] as const;

export const BOOKING_TRANSITIONS = {
  pay: { from: ['pending'], to: 'confirmed' },
  expire: { from: ['pending'], to: 'expired' },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled' },
  complete: { from: ['confirmed'], to: 'completed' },
} as const satisfies Record<string, { from: readonly BookingStatus[]; to: BookingStatus }>;
export type BookingTransition = keyof typeof BOOKING_TRANSITIONS;

export function canTransition(status: BookingStatus, transition: BookingTransition): boolean {
  return (BOOKING_TRANSITIONS[transition].from as readonly BookingStatus[]).includes(status);
}

/** How long an unpaid hold keeps the slot. */
export const BOOKING_HOLD_MINUTES = 15;

/**
 * Unpaid holds are scarce (docs/decisions/0031-scarce-holds-and-paid-chats.md): live unpaid holds
 * a client may have with one trainer and in all, and how often one client may hold one slot
 * without paying. The database enforces them (migration 0020's trigger repeats the numbers).
 */
export const HOLD_LIMITS = { perTrainer: 1, perClient: 3, perSlot: 2 } as const;

/** Which of HOLD_LIMITS refused a hold. */
export type HoldLimit = keyof typeof HOLD_LIMITS;

/** A client who cancels at least this long before the start gets a full refund. */
export const FREE_CANCELLATION_HOURS = 24;

/**
 * Whether cancelling now refunds the payment (docs/product/booking.md#cancellation-and-refunds):
 * always when the trainer cancels, for the client only 24 hours or more before the start.
 * Example: start 2026-03-05T04:30Z, client cancels at 2026-03-04T04:30Z → true; a minute later → false.
 */
export function cancellationRefunds(
  cancelledBy: 'client' | 'trainer',
  startsAt: Date,
  now: Date,
): boolean {
  if (cancelledBy === 'trainer') return true;
  return startsAt.getTime() - now.getTime() >= FREE_CANCELLATION_HOURS * 3_600_000;
}

/** Chip colours of My Sessions (docs/product/sessions-and-reviews.md#my-sessions). */
export const STATUS_CHIP_COLOURS: Record<
  BookingStatus,
  'green' | 'yellow' | 'red' | 'blue' | 'gray'
> = {
  confirmed: 'green',
  pending: 'yellow',
  cancelled: 'red',
  completed: 'blue',
  expired: 'gray',
};

/**
 * Whether My Sessions offers Add to calendar: only a confirmed session is sure to happen; an
 * unpaid hold may expire within 15 minutes and would leave a ghost entry in the calendar.
 */
export function canAddToCalendar(status: BookingStatus): boolean {
  return status === 'confirmed';
}
