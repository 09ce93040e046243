import { z } from 'zod';
import { paginationSchema } from './discovery-types';

/**
 * A refund that failed for good, as /admin lists it for a Retry
 * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md).
 */
export const adminRefundSchema = z.object({
  id: z.string(),
  /** The booking paid for, or null for a pack's payment (then `packSessions` is its size). */
  bookingId: z.string().nullable(),
  sessionDate: z.string().nullable(),
  timeSlot: z.string().nullable(),
  packSessions: z.number().int().nullable(),
  trainerName: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  provider: z.enum(['sandbox', 'razorpay']),
  providerPaymentId: z.string().nullable(),
  amountPaise: z.number().int(),
  reason: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminRefundsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminRefundSchema),
  pagination: paginationSchema,
});
