import { conflict } from '#server/http-error.ts';
import type { PaymentGateway } from '#server/integrations/payments/payment-gateway.ts';
import type { SideEffect } from '#server/outbox/side-effect.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { paginate } from '#shared/discovery-types.ts';
import type { AdminRefund } from '#shared/refunds.ts';
import type { RefundsRepository } from './refunds.repository';

/**
 * Attempts before a refund fails for good and waits for an admin. Fewer than the outbox's 20,
 * so a delivery lost to a crash before it was counted here still leaves the refund the attempts
 * to reach `failed`; with the outbox's backoff the 16th comes about six hours after the first.
 */
export const REFUND_ATTEMPTS = 16;

/** What the provider's SDK throws is not always an Error (Razorpay rejects with plain objects). */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) return error.message;
  const described = (error as { error?: { description?: unknown } } | null)?.error?.description;
  if (typeof described === 'string') return described;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function createRefundsService(deps: {
  repository: RefundsRepository;
  gateway: PaymentGateway;
  now: () => Date;
  log: {
    info: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
}) {
  const { repository, gateway, now } = deps;

  return {
    /**
     * The outbox's delivery of a refund. A failed attempt is recorded (the client then sees
     * "we are retrying") and thrown, so the outbox tries again after its backoff; the last
     * attempt marks the refund failed for good and ends the event. The provider finds a refund
     * it already made for the payment, so a retry after a lost answer refunds once.
     */
    async deliver({ refundId }: { refundId: string }): Promise<SideEffect[]> {
      const found = await repository.find(refundId);
      if (found?.refund.status !== 'pending' || !found.providerPaymentId) return [];
      const attempt = await repository.countAttempt(refundId, now());
      if (attempt === null) return [];
      try {
        const accepted = await gateway.refund({
          paymentId: found.providerPaymentId,
          amountPaise: found.refund.amountPaise,
          receipt: refundId,
          notes: { bookingId: found.bookingId ?? '', reason: found.refund.reason },
        });
        await repository.markAccepted(refundId, accepted, now());
        return [];
      } catch (error) {
        const reason = describeFailure(error);
        if (attempt >= REFUND_ATTEMPTS) {
          await repository.markFailed(refundId, reason, now());
          deps.log.error({ refundId, attempts: attempt, reason }, 'refund failed for good');
          return [];
        }
        await repository.markRetrying(refundId, reason, now());
        throw new Error(reason);
      }
    },

    /** The provider's word on a refund it accepted as pending (webhooks refund.*). */
    async settleFromProvider(
      providerRefundId: string,
      outcome: 'processed' | 'failed',
      error: string | null,
    ) {
      await repository.settleFromProvider(providerRefundId, outcome, error, now());
    },

    async failedList(page: number, limit: number) {
      const { rows, total } = await repository.failedForGood((page - 1) * limit, limit);
      const data: AdminRefund[] = rows.map((row) => ({
        id: row.id,
        bookingId: row.bookingId,
        sessionDate: row.sessionDate,
        timeSlot: row.timeSlot,
        packSessions: row.packSessions,
        trainerName: row.trainerName,
        clientName: row.clientName,
        clientEmail: row.clientEmail,
        provider: row.provider,
        providerPaymentId: row.providerPaymentId,
        amountPaise: row.amountPaise,
        reason: row.reason,
        attempts: row.attempts,
        lastError: row.lastError,
        failedAt: row.failedAt?.toISOString() ?? null,
      }));
      return { data, pagination: paginate(page, limit, total) };
    },

    /** An admin's Retry: a new refund, delivered by the outbox like the first; logged. */
    async retry(failedId: string, adminId: string) {
      const queued = await repository.retry(failedId, adminId, now());
      if (!queued) throw conflict(BOOKING_MESSAGES.refundNotRetryable);
      deps.log.info({ adminId, failedRefundId: failedId, refundId: queued }, 'refund retried');
      return { refundId: queued };
    },
  };
}
export type RefundsService = ReturnType<typeof createRefundsService>;
