import { badRequest, conflict, notFound } from '#server/http-error.ts';
import type {
  Beneficiary,
  PayoutOrder,
  PayoutProvider,
  SendingPayouts,
} from '#server/integrations/payouts/payout-provider.ts';
import { MESSAGES } from '#shared/messages.ts';
import {
  type AdminPayout,
  type AdminPayoutsData,
  type AdminPayoutsQuery,
  adminResolves,
  PAYOUT_MESSAGES,
  TRAINER_PAYOUT_HISTORY_LIMIT,
} from '#shared/payouts.ts';
import { type PayoutMailView, payoutFailedEmail, payoutPaidEmail } from './payout-emails';
import type { PayoutsRepository } from './payouts.repository';

/** A send under way longer than this was cut off (its process stopped); it is sent again. */
export const SEND_LEASE_MS = 10 * 60_000;
/**
 * Sends of one payout that may throw (no answer, a 5xx) before it fails with the error: each
 * waits out the lease, so about 40 minutes of RazorpayX being unreachable.
 */
export const MAX_SEND_ATTEMPTS = 5;
/** Payouts one dispatch tick sends at most; the rest wait for the next tick. */
const SENDS_PER_TICK = 50;
const REASON_MAX = 500;

export interface PayoutsDependencies {
  repository: PayoutsRepository;
  provider: PayoutProvider;
  /** The trainer's decrypted bank account or UPI id from their completed KYC, or null. */
  beneficiaryOf: (trainerId: string) => Promise<Beneficiary | null>;
  publicUrl: string;
  now: () => Date;
  log: { error: (details: object, message: string) => void };
}

const hasDestination = (beneficiary: Beneficiary | null): beneficiary is Beneficiary =>
  !!beneficiary && (!!beneficiary.bank || !!beneficiary.upiId);

export function createPayoutsService(deps: PayoutsDependencies) {
  const { repository, provider, now, publicUrl } = deps;
  const paidMail = (reference: string) => (view: PayoutMailView) =>
    payoutPaidEmail(view, reference, publicUrl);
  const failedMail = (reason: string) => (view: PayoutMailView) =>
    payoutFailedEmail(view, reason, publicUrl);

  async function existing(id: string): Promise<AdminPayout> {
    const found = await repository.find(id);
    if (!found) throw notFound(PAYOUT_MESSAGES.notFound);
    return found;
  }

  function fail(id: string, reason: string, providerPayoutId: string | null) {
    const trimmed = reason.slice(0, REASON_MAX);
    return repository.transition(
      id,
      ['processing'],
      { status: 'failed', failureReason: trimmed, ...(providerPayoutId && { providerPayoutId }) },
      failedMail(trimmed),
      now(),
    );
  }

  async function send(sender: SendingPayouts, order: PayoutOrder) {
    const beneficiary = await deps.beneficiaryOf(order.trainerId);
    if (!hasDestination(beneficiary)) {
      await fail(order.id, PAYOUT_MESSAGES.noPayoutDetails, null);
      return;
    }
    const outcome = await sender.send(order, beneficiary);
    if (outcome.status === 'processing') {
      await repository.recordProviderId(order.id, outcome.providerPayoutId, now());
    } else if (outcome.status === 'paid') {
      await repository.transition(
        order.id,
        ['processing'],
        {
          status: 'paid',
          providerPayoutId: outcome.providerPayoutId,
          transferReference: outcome.reference,
          paidAt: now(),
        },
        paidMail(outcome.reference),
        now(),
      );
    } else {
      await fail(order.id, outcome.reason, outcome.providerPayoutId);
    }
  }

  return {
    async adminList(query: AdminPayoutsQuery): Promise<AdminPayoutsData> {
      const page = await repository.adminList({
        week: query.week,
        status: query.status,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { ...page, sendingProvider: provider.kind };
    },

    trainerHistory(userId: string) {
      return repository.trainerHistory(userId, TRAINER_PAYOUT_HISTORY_LIMIT);
    },

    /**
     * An admin transferred a manual payout and records the bank's reference
     * (docs/product/earnings-and-payouts.md#manual-payouts).
     */
    async settle(id: string, transferReference: string, adminId: string): Promise<AdminPayout> {
      const found = await existing(id);
      if (found.status === 'paid') throw conflict(PAYOUT_MESSAGES.alreadyPaid);
      if (found.status === 'failed') throw conflict(PAYOUT_MESSAGES.settleFailed);
      if (!adminResolves(found, provider.kind)) throw conflict(PAYOUT_MESSAGES.sentByProvider);
      const settled = await repository.transition(
        id,
        ['pending', 'processing'],
        { status: 'paid', transferReference, settledBy: adminId, paidAt: now() },
        paidMail(transferReference),
        now(),
      );
      // another admin settled it between the read and the write
      if (!settled) throw conflict(PAYOUT_MESSAGES.alreadyPaid);
      return settled;
    },

    /**
     * An admin records that a payout they settle by hand cannot be paid (see adminResolves);
     * the trainer is mailed the reason, and a retry sends it again.
     */
    async markFailed(id: string, reason: string): Promise<AdminPayout> {
      const found = await existing(id);
      if (found.status === 'paid') throw conflict(PAYOUT_MESSAGES.alreadyPaid);
      if (found.status === 'failed') throw conflict(PAYOUT_MESSAGES.alreadyFailed);
      if (!adminResolves(found, provider.kind)) throw conflict(PAYOUT_MESSAGES.sentByProvider);
      const failed = await repository.transition(
        id,
        ['pending', 'processing'],
        { status: 'failed', failureReason: reason },
        failedMail(reason),
        now(),
      );
      // settled or failed by another admin between the read and the write
      if (!failed) throw conflict(PAYOUT_MESSAGES.alreadyPaid);
      return failed;
    },

    /**
     * A failed payout goes back to pending, to the provider configured now: RazorpayX sends
     * it on its next tick (a new request), or, without RazorpayX, an admin settles it.
     */
    async retry(id: string): Promise<AdminPayout> {
      const found = await existing(id);
      if (found.status !== 'failed') throw conflict(PAYOUT_MESSAGES.retryFailedOnly);
      const retried = await repository.transition(
        id,
        ['failed'],
        {
          status: 'pending',
          provider: provider.kind,
          attempts: found.attempts + 1,
          sendAttempts: 0,
          failureReason: null,
          providerPayoutId: null,
          processingAt: null,
        },
        null,
        now(),
      );
      if (!retried) throw conflict(PAYOUT_MESSAGES.retryFailedOnly);
      return retried;
    },

    /** Sends what is due to the sending provider; how many payouts it handed over. */
    async dispatchDue(): Promise<number> {
      if (provider.kind === 'manual') return 0;
      let sent = 0;
      while (sent < SENDS_PER_TICK) {
        const order = await repository.claimUnsent(provider.kind, now(), SEND_LEASE_MS);
        if (!order) break;
        sent += 1;
        try {
          await send(provider, order);
        } catch (error) {
          deps.log.error({ err: error, payoutId: order.id }, 'payout send failed');
          // below the limit it stays processing without the provider's id: sent again, same
          // key (so RazorpayX makes at most one payout), once the lease ends
          if (order.sendAttempts >= MAX_SEND_ATTEMPTS) {
            const detail = error instanceof Error ? error.message : String(error);
            await fail(order.id, `${PAYOUT_MESSAGES.sendThrew}: ${detail}`, null);
          }
        }
      }
      return sent;
    },

    /** The provider's webhook; false when it cannot be verified (nothing is read then). */
    async webhook(rawBody: string, signature: string | undefined): Promise<boolean> {
      if (provider.kind === 'manual' || !signature) return false;
      if (!provider.verifyWebhookSignature(rawBody, signature)) return false;
      let event: ReturnType<SendingPayouts['readEvent']>;
      try {
        event = provider.readEvent(rawBody);
      } catch {
        throw badRequest(MESSAGES.malformedJson);
      }
      if (event.kind === 'ignored') return true;
      const found = await repository.findProviderPayout(
        event.providerPayoutId,
        event.sentReference,
      );
      if (!found) return true;
      const { id } = found;
      if (event.kind === 'paid') {
        // a payout we failed after its sends threw may have reached RazorpayX all the same: the
        // money went, so it is paid (and a retry with a new key can no longer pay it twice)
        await repository.transition(
          id,
          found.byReference ? ['pending', 'processing', 'failed'] : ['pending', 'processing'],
          {
            status: 'paid',
            providerPayoutId: event.providerPayoutId,
            transferReference: event.utr,
            failureReason: null,
            paidAt: now(),
          },
          paidMail(event.utr),
          now(),
        );
      } else {
        const reason = event.reason.slice(0, REASON_MAX);
        // a reversal follows a payout already processed: the money came back
        await repository.transition(
          id,
          ['pending', 'processing', 'paid'],
          { status: 'failed', providerPayoutId: event.providerPayoutId, failureReason: reason },
          failedMail(reason),
          now(),
        );
      }
      return true;
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
