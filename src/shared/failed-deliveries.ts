import { z } from 'zod';

/**
 * Side effects that gave up (docs/decisions/0030-money-rows-and-delivery-upkeep.md): the outbox
 * tried each of them its whole number of times. The admin screen lists them and can send one
 * again. The contract both sides use.
 */
export const FAILED_DELIVERY_MESSAGES = {
  notFound: 'Delivery not found',
  retryGivenUpOnly: 'Only a delivery that has given up can be sent again',
  retried: 'Queued to be sent again',
  loadFailed: 'Failed to load the deliveries that gave up',
  retryFailedToast: 'Failed to send the delivery again. Please try again.',
  invalidPage: 'Page must be a whole number from 1',
  invalidLimit: 'Limit must be between 1 and 100',
} as const;

/** What an admin calls each kind of side effect; a kind not named here shows as stored. */
export const SIDE_EFFECT_LABELS: Record<string, string> = {
  mail: 'E-mail',
  'booking-confirmed': 'Booking confirmation',
  'route-account': 'Route linked account',
  'route-transfer': 'Route transfer',
  'route-reversal': 'Route reversal',
};

export const FAILED_DELIVERY_PAGE_LIMIT = 20;

export const failedDeliveriesQuerySchema = z.object({
  page: z.coerce
    .number({ error: FAILED_DELIVERY_MESSAGES.invalidPage })
    .int(FAILED_DELIVERY_MESSAGES.invalidPage)
    .min(1, FAILED_DELIVERY_MESSAGES.invalidPage)
    .default(1),
  limit: z.coerce
    .number({ error: FAILED_DELIVERY_MESSAGES.invalidLimit })
    .int(FAILED_DELIVERY_MESSAGES.invalidLimit)
    .min(1, FAILED_DELIVERY_MESSAGES.invalidLimit)
    .max(100, FAILED_DELIVERY_MESSAGES.invalidLimit)
    .default(FAILED_DELIVERY_PAGE_LIMIT),
});
export type FailedDeliveriesQuery = z.infer<typeof failedDeliveriesQuerySchema>;

export const failedDeliverySchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** Who or what it was for: "To asha@example.in: Booking confirmed: …". */
  summary: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** ISO instant the change that caused it committed. */
  createdAt: z.string(),
});
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;

export const failedDeliveriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Oldest first, the page asked for. */
    deliveries: z.array(failedDeliverySchema),
    totalCount: z.number().int(),
  }),
});
export type FailedDeliveriesData = z.infer<typeof failedDeliveriesResponseSchema>['data'];

export const failedDeliveryRetryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
