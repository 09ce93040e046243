import { z } from 'zod';
import { createBookingSchema, userBookingSchema } from './booking-schemas';
import { strictObject } from './strict-object';
import { REPEAT_WEEKS_MAX, REPEAT_WEEKS_MIN } from './weekly-repeat';
import { REPEAT_MESSAGES } from './weekly-repeat-messages';

/** Request and response shapes of the weekly repeat (docs/product/booking.md#weekly-repeat). */

const weeks = z
  .number({ error: REPEAT_MESSAGES.weeksOutOfRange })
  .int(REPEAT_MESSAGES.weeksOutOfRange)
  .min(REPEAT_WEEKS_MIN, REPEAT_MESSAGES.weeksOutOfRange)
  .max(REPEAT_WEEKS_MAX, REPEAT_MESSAGES.weeksOutOfRange);

export const repeatPreviewSchema = createBookingSchema.extend({ weeks });
export type RepeatPreviewInput = z.infer<typeof repeatPreviewSchema>;

const chosenSlot = strictObject({
  date: createBookingSchema.shape.date,
  timeSlot: createBookingSchema.shape.timeSlot,
});

export const createRepeatSchema = repeatPreviewSchema.extend({
  sessions: z
    .array(chosenSlot, { error: REPEAT_MESSAGES.choicesInvalid })
    .min(1, REPEAT_MESSAGES.choicesInvalid)
    .max(REPEAT_WEEKS_MAX, REPEAT_MESSAGES.choicesInvalid),
  packId: z
    .string({ error: REPEAT_MESSAGES.packNotUsable })
    .trim()
    .min(1, REPEAT_MESSAGES.packNotUsable)
    .max(100, REPEAT_MESSAGES.packNotUsable)
    .optional(),
});
export type CreateRepeatInput = z.infer<typeof createRepeatSchema>;

const slot = z.object({ date: z.string(), timeSlot: z.string() });

export const repeatPreviewResponseSchema = z.object({
  sessions: z.array(
    slot.extend({
      startsAt: z.string(),
      free: z.boolean(),
      reason: z.string().optional(),
      alternatives: z.array(slot),
    }),
  ),
  /** The trainer's session fee, paise. */
  sessionPricePaise: z.number().int(),
  /** One session paid alone, fees and GST included, paise. */
  sessionTotalPaise: z.number().int(),
  /** What one payment for the free weeks would be, fees and GST included, paise. */
  totalPaise: z.number().int(),
  /** The client's active packs of this trainer and service with credits left. */
  usablePacks: z.array(
    z.object({ id: z.string(), creditsLeft: z.number().int(), expiresAt: z.string().nullable() }),
  ),
});
export type RepeatPreview = z.infer<typeof repeatPreviewResponseSchema>;

/** A chosen slot that was not booked: taken or closed since the preview. */
export const skippedSessionSchema = slot.extend({ reason: z.string() });

export const repeatBookedSchema = z.object({
  bookings: z.array(userBookingSchema),
  skipped: z.array(skippedSessionSchema),
});
export const repeatHeldSchema = z.object({
  packId: z.string(),
  /** `/payment?pack=<id>`: one payment for every held session. */
  paymentPath: z.string(),
  skipped: z.array(skippedSessionSchema),
});
export const repeatCreatedSchema = z.union([repeatBookedSchema, repeatHeldSchema]);
export type RepeatCreated = z.infer<typeof repeatCreatedSchema>;
