import { z } from 'zod';
import { BOOKING_MESSAGES } from './booking-messages';
import { bookingMovesSchema } from './booking-moves';
import { BOOKING_STATUSES } from './booking-status';
import { SERVICE_KEYS } from './catalog';
import { catalogue } from './catalogue';
import { MESSAGES } from './messages';
import { strictObject } from './strict-object';

/** Request and response shapes of bookings, payments and reviews, used by both sides. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = z
  .string({ error: BOOKING_MESSAGES.invalidBookingDate })
  .regex(DATE, BOOKING_MESSAGES.invalidBookingDate);
const id = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, message);

export const BOOKING_LOCATIONS = ['gym', 'home', 'online'] as const;
export type BookingLocation = (typeof BOOKING_LOCATIONS)[number];
export const LOCATION_LABELS: Record<BookingLocation, string> = {
  gym: "Trainer's Gym",
  home: "Client's Home",
  online: 'Online Session',
};
export const LOCATION_TEXT = catalogue('bookingLocations', LOCATION_LABELS);
export const ADDRESS_MAX = 300;

export const availableSlotsQuerySchema = z.object({
  trainerId: id(MESSAGES.trainerNotFound),
  date: isoDate,
});

export const trainerAvailabilityQuerySchema = z.object({
  trainerId: id(MESSAGES.trainerNotFound),
  startDate: isoDate,
  endDate: isoDate,
});

export const createBookingSchema = strictObject({
  trainerId: id(MESSAGES.trainerNotFound),
  service: z.enum(SERVICE_KEYS, { error: BOOKING_MESSAGES.unknownService }),
  date: isoDate,
  timeSlot: z
    .string({ error: BOOKING_MESSAGES.fillRequiredFields })
    .trim()
    .min(1, BOOKING_MESSAGES.fillRequiredFields),
  location: z.enum(BOOKING_LOCATIONS, { error: BOOKING_MESSAGES.locationRequired }),
  address: z.string().trim().max(ADDRESS_MAX, BOOKING_MESSAGES.addressTooLong).optional(),
  /** Book with one credit of this pack: confirmed at once, no payment (docs/product/packs.md). */
  packId: id(BOOKING_MESSAGES.fillRequiredFields).optional(),
});
export type CreateBookingInput = z.infer<typeof createBookingSchema>;

export const bookingListQuerySchema = z.object({
  page: z.coerce
    .number({ error: MESSAGES.invalidPage })
    .int(MESSAGES.invalidPage)
    .min(1, MESSAGES.invalidPage)
    .default(1),
  limit: z.coerce
    .number({ error: MESSAGES.invalidLimit })
    .int(MESSAGES.invalidLimit)
    .min(1, MESSAGES.invalidLimit)
    .max(50, MESSAGES.invalidLimit)
    .default(20),
});

export const CANCELLATION_REASON_MAX = 300;

export const cancelBookingSchema = strictObject({
  reason: z
    .string()
    .trim()
    .max(CANCELLATION_REASON_MAX, BOOKING_MESSAGES.cancellationReasonTooLong)
    .optional(),
});

/**
 * A trainer says why they cancel: the client reads it in their e-mail
 * (docs/product/booking.md#cancellation-and-refunds). The dialog and the server both check it.
 */
export const trainerCancellationReasonSchema = z
  .string({ error: BOOKING_MESSAGES.cancellationReasonRequired })
  .trim()
  .min(1, BOOKING_MESSAGES.cancellationReasonRequired)
  .max(CANCELLATION_REASON_MAX, BOOKING_MESSAGES.cancellationReasonTooLong);

export const REVIEW_COMMENT_MAX = 200;
export const REVIEW_TEXT_MAX = 1000;
export const RATING_LABELS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
};

export const reviewSchema = strictObject({
  rating: z
    .number({ error: BOOKING_MESSAGES.selectRating })
    .int(BOOKING_MESSAGES.ratingOutOfRange)
    .min(1, BOOKING_MESSAGES.ratingOutOfRange)
    .max(5, BOOKING_MESSAGES.ratingOutOfRange),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX, BOOKING_MESSAGES.commentTooLong).optional(),
  review: z.string().trim().max(REVIEW_TEXT_MAX, BOOKING_MESSAGES.reviewTooLong).optional(),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** A payment is for a booking or for a session pack (docs/product/packs.md#buying), not both. */
const oneThing = (body: { bookingId?: string; packId?: string }) =>
  (body.bookingId === undefined) !== (body.packId === undefined);

export const createOrderSchema = strictObject({
  bookingId: id(BOOKING_MESSAGES.bookingNotFound).optional(),
  packId: id(BOOKING_MESSAGES.orderNotFound).optional(),
  /**
   * Paise; refused when it disagrees with the server's amount
   * (docs/product/booking.md#server-computed-prices).
   */
  amountPaise: z
    .number({ error: BOOKING_MESSAGES.amountMismatch })
    .int(BOOKING_MESSAGES.amountMismatch)
    .optional(),
}).refine(oneThing, BOOKING_MESSAGES.bookingNotFound);

export const verifyPaymentSchema = strictObject({
  bookingId: id(BOOKING_MESSAGES.bookingNotFound).optional(),
  packId: id(BOOKING_MESSAGES.orderNotFound).optional(),
  razorpay_order_id: id(BOOKING_MESSAGES.orderNotFound),
  razorpay_payment_id: id(BOOKING_MESSAGES.invalidSignature),
  razorpay_signature: id(BOOKING_MESSAGES.invalidSignature),
}).refine(oneThing, BOOKING_MESSAGES.bookingNotFound);
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

export const SANDBOX_METHODS = ['upi', 'card', 'netbanking', 'wallet'] as const;
export const sandboxCompleteSchema = strictObject({
  orderId: id(BOOKING_MESSAGES.orderNotFound),
  outcome: z.enum(['success', 'failure']),
  method: z.enum(SANDBOX_METHODS).optional(),
});

// ---- responses ----

export const daySlotsSchema = z.object({
  date: z.string(),
  allTimeSlots: z.array(z.string()),
  availableSlots: z.array(z.string()),
  bookedSlots: z.array(z.string()),
  /**
   * The signed-in viewer's own unpaid holds among bookedSlots, to pay for; never anyone else's
   * (docs/product/booking.md#holds). Absent for a visitor, who holds nothing.
   */
  yourHolds: z
    .array(
      z.object({
        timeSlot: z.string(),
        bookingId: z.string(),
        /** When the hold lets the slot go. */
        expiresAt: z.string(),
      }),
    )
    .optional(),
});
export type DaySlotsResponse = z.infer<typeof daySlotsSchema>;

export const trainerAvailabilitySchema = z.object({
  availableDates: z.array(z.object({ date: z.string() })),
  blockedDates: z.array(z.object({ date: z.string(), reason: z.string() })),
});
export type TrainerAvailability = z.infer<typeof trainerAvailabilitySchema>;

export const meetingSchema = z.object({
  provider: z.string(),
  meetingId: z.string(),
  meetingPassword: z.string().nullable(),
  joinUrl: z.string(),
});

/**
 * `refund_failed`: the refund's last attempt failed and it is being retried
 * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md).
 */
export const PAYMENT_STATUSES = [
  'unpaid',
  'paid',
  'refund_pending',
  'refund_failed',
  'refunded',
] as const;

/**
 * One booking as either party sees it. `viewerRole` says which side the caller is on; the
 * meeting link is present only for the two parties of a confirmed online session.
 */
export const userBookingSchema = z.object({
  id: z.string(),
  _id: z.string(),
  viewerRole: z.enum(['client', 'trainer']),
  trainerId: z.string(),
  trainer: z.object({
    id: z.string(),
    name: z.string(),
    title: z.string().nullable(),
    phone: z.string().nullable(),
    specializations: z.array(z.string()),
    profileImage: z.string().nullable(),
    bio: z.string().nullable(),
  }),
  client: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  service: z.enum(SERVICE_KEYS),
  serviceName: z.string(),
  location: z.enum(BOOKING_LOCATIONS),
  locationLabel: z.string(),
  address: z.string().nullable(),
  sessionDate: z.string(),
  timeSlot: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  duration: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  /** Rupees, for display; the *Paise fields are the truth. */
  amount: z.number(),
  pricePaise: z.number().int(),
  platformFeePaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string().nullable(),
  /** The pack whose credit paid the session (docs/product/packs.md); null: paid on its own. */
  packId: z.string().nullable().optional(),
  /** When an unpaid hold lets the slot go; null once paid. */
  expiresAt: z.string().nullable(),
  /** 0 when not rated (docs/product/sessions-and-reviews.md#reviews). */
  rating: z.number().int(),
  comment: z.string().nullable(),
  review: z.string().nullable(),
  meeting: meetingSchema.nullable(),
  clientConfirmedAt: z.string().nullable(),
  trainerConfirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.enum(['client', 'trainer', 'system']).nullable(),
  createdAt: z.string(),
  /** Raised by each move: the calendar file's SEQUENCE, so calendars replace the old time. */
  sequence: z.number().int(),
  /** Moving the session (docs/product/booking.md#reschedule). */
  moves: bookingMovesSchema,
  /** The weekly repeat this session belongs to: "Weekly · 3 of 8" (index from 1). */
  series: z.object({ id: z.string(), index: z.number().int(), count: z.number().int() }).nullable(),
  /** What the caller may do now, computed by the server's clock. */
  actions: z.object({
    canCancel: z.boolean(),
    /** Whether cancelling now would refund in full. */
    cancelRefunds: z.boolean(),
    canConfirmAttendance: z.boolean(),
    canReview: z.boolean(),
    canPay: z.boolean(),
    /** Only a paid booking lets its two parties chat. */
    canMessage: z.boolean(),
  }),
});
export type UserBooking = z.infer<typeof userBookingSchema>;

/** One of the client's unpaid holds, as a refused hold names it: pay for it or release it. */
export const unpaidHoldSchema = z.object({
  id: z.string(),
  trainerName: z.string(),
  sessionDate: z.string(),
  timeSlot: z.string(),
  /** The payment page of the hold, `/payment?booking=<id>`. */
  paymentPath: z.string(),
});
export type UnpaidHold = z.infer<typeof unpaidHoldSchema>;

/** A refused hold (409): why, and the unpaid hold to pay or release when one is in the way. */
export const holdRefusalSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  hold: unpaidHoldSchema.optional(),
});

export const paymentConfigSchema = z.object({
  platformFeePercent: z.number(),
  gstPercent: z.number(),
  provider: z.enum(['sandbox', 'razorpay']),
  key: z.string(),
  currency: z.literal('INR'),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const orderSchema = z.object({
  orderId: z.string(),
  /** Paise, as the provider takes it. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  key: z.string(),
  provider: z.enum(['sandbox', 'razorpay']),
  bookingData: z.object({
    bookingId: z.string(),
    trainerName: z.string(),
    serviceName: z.string(),
    sessionDate: z.string(),
    timeSlot: z.string(),
    sessionFeePaise: z.number().int(),
    platformFeePaise: z.number().int(),
    gstPaise: z.number().int(),
    totalPaise: z.number().int(),
    expiresAt: z.string().nullable(),
  }),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type PaymentOrder = z.infer<typeof orderSchema>;

/** A session pack's order (docs/product/packs.md#buying): `packData` instead of `bookingData`. */
export const packOrderSchema = orderSchema.omit({ bookingData: true }).extend({
  packData: z.object({
    packId: z.string(),
    kind: z.enum(['pack', 'series']),
    trainerName: z.string(),
    serviceName: z.string(),
    sessions: z.number().int(),
    sessionPricePaise: z.number().int(),
    pricePaise: z.number().int(),
    platformFeePaise: z.number().int(),
    gstPaise: z.number().int(),
    totalPaise: z.number().int(),
    expiresAt: z.string().nullable(),
  }),
});
export type PackPaymentOrder = z.infer<typeof packOrderSchema>;

export const providerPaymentSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type ProviderPayment = z.infer<typeof providerPaymentSchema>;

export const paymentDetailsSchema = z.object({
  bookingId: z.string(),
  orderId: z.string(),
  provider: z.enum(['sandbox', 'razorpay']),
  status: z.enum(['created', 'paid']),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  paymentId: z.string().nullable(),
  method: z.string().nullable(),
  paidAt: z.string().nullable(),
  refund: z
    .object({
      /** `retrying`: pending, its last attempt failed; `failed`: waiting for an admin. */
      status: z.enum(['pending', 'retrying', 'processed', 'failed']),
      amountPaise: z.number().int(),
      refundId: z.string().nullable(),
    })
    .nullable(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;
