import {
  type LinkedAccountHolder,
  type RouteSettlement,
  SettlementRefusal,
} from '#server/integrations/settlement/settlement.ts';
import type { SideEffect } from '#server/outbox/side-effect.ts';
import { stateName } from '#shared/tax/indian-states.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import type { KycCipher } from '../kyc/kyc-cipher';
import { SEALED_COLUMN } from '../kyc/kyc-cipher';
import { ACTIVATED, type SettlementRepository } from './settlement.repository';

interface SettlementLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Why a transfer waits: it goes when the trainer's account is activated. */
export const AWAITING_ACCOUNT = "Waiting for the trainer's Route linked account to be activated";
const RELEASES_PER_RUN = 50;
/** A pending transfer the outbox has not touched for this long is sent by the job. */
const STALE_PENDING_MS = 60 * 60_000;

/** An Indian PIN code in a free-text address: six digits, not starting with 0 ("400 050" too). */
export function postalCodeIn(address: string): string | null {
  const found = /(?<!\d)([1-9]\d{2})\s?(\d{3})(?!\d)/.exec(address);
  return found ? `${found[1]}${found[2]}` : null;
}

/** What Razorpay cannot take, said so an admin reading the failed delivery knows what to ask. */
class HolderIncomplete extends Error {}

export function createSettlementService(deps: {
  repository: SettlementRepository;
  port: RouteSettlement;
  cipher: KycCipher;
  tax: TaxSettings;
  releaseHours: number;
  now: () => Date;
  log: SettlementLog;
}) {
  const { repository, port, cipher, now, log } = deps;

  async function holderOf(trainerId: string): Promise<LinkedAccountHolder | null> {
    const facts = await repository.holderFacts(trainerId, deps.tax);
    if (facts?.kyc.status !== 'completed') return null;
    const { kyc } = facts;
    const missing = (what: string) =>
      new HolderIncomplete(`Trainer ${trainerId} has no ${what}: no Route linked account yet`);
    if (!kyc.panName || !kyc.panNumberEncrypted) throw missing('PAN in KYC');
    if (!kyc.bankAccountNumberEncrypted || !kyc.bankIfsc) throw missing('bank account in KYC');
    const phone = (facts.accountPhone ?? facts.trainerPhone ?? '').replace(/\D/g, '');
    if (phone.length < 8 || phone.length > 15) throw missing('phone number');
    const street = facts.gymAddress?.trim();
    if (!street || !facts.city) throw missing('gym address and city');
    const postalCode = postalCodeIn(street);
    if (!postalCode) throw missing('postal code in the gym address');
    return {
      trainerId,
      legalName: kyc.panName,
      email: facts.email,
      phone,
      pan: cipher.decrypt(kyc.panNumberEncrypted, trainerId, SEALED_COLUMN.pan),
      address: {
        street1: street.slice(0, 100),
        city: facts.city,
        state: stateName(facts.state),
        postalCode,
      },
      bank: {
        accountNumber: cipher.decrypt(
          kyc.bankAccountNumberEncrypted,
          trainerId,
          SEALED_COLUMN.bankAccount,
        ),
        ifsc: kyc.bankIfsc,
        beneficiaryName: kyc.bankAccountName ?? kyc.panName,
      },
    };
  }

  async function createAccount(trainerId: string) {
    const holder = await holderOf(trainerId);
    if (!holder) return;
    try {
      const account = await port.linkedAccount(holder);
      await repository.saveAccount(trainerId, account.accountId, account.status, now());
      log.info(
        { trainerId, accountId: account.accountId, status: account.status },
        'Route linked account saved',
      );
    } catch (error) {
      log.warn({ err: error, trainerId }, 'Route linked account not created');
      throw error;
    }
  }

  async function sendTransfer(transferId: string): Promise<void> {
    const found = await repository.transferToSend(transferId);
    if (found?.transfer.status !== 'pending') return;
    const at = now();
    if (!found.accountId || found.accountStatus !== ACTIVATED) {
      // Not an error: the account's activation sends it (settlement.repository saveAccount).
      await repository.recordAttempt(transferId, AWAITING_ACCOUNT, at, false);
      return;
    }
    if (!found.providerPaymentId) throw new Error(`Payment of transfer ${transferId} has no id`);
    try {
      const made = await port.transfer({
        paymentId: found.providerPaymentId,
        accountId: found.accountId,
        amountPaise: found.transfer.amountPaise,
        onHold: true,
        notes: { bookingId: found.transfer.bookingId },
      });
      await repository.markOnHold(transferId, made.transferId, now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof SettlementRefusal) {
        await repository.markFailed(transferId, reason, now());
        log.error({ err: error, transferId }, 'Route transfer refused');
        return;
      }
      await repository.recordAttempt(transferId, reason, now(), true);
      throw error;
    }
  }

  async function release(transferId: string, providerTransferId: string) {
    try {
      await port.release(providerTransferId);
      await repository.markReleased(transferId, now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await repository.recordAttempt(transferId, reason, now(), true);
      log.warn({ err: error, transferId }, 'Route transfer not released; the next run tries again');
    }
  }

  return {
    deliverAccount: async (effect: { trainerId: string }): Promise<SideEffect[]> => {
      await createAccount(effect.trainerId);
      return [];
    },

    deliverTransfer: async (effect: { transferId: string }): Promise<SideEffect[]> => {
      await sendTransfer(effect.transferId);
      return [];
    },

    async deliverReversal(effect: { transferId: string; refundId: string }): Promise<SideEffect[]> {
      const transfer = await repository.find(effect.transferId);
      if (!transfer) return [];
      if (transfer.status !== 'on_hold' || !transfer.providerTransferId) {
        if (transfer.status === 'released') {
          log.error(
            { transferId: transfer.id, refundId: effect.refundId },
            'Refund after the Route transfer was released: the trainer keeps it',
          );
        }
        return [];
      }
      try {
        await port.reverse({
          transferId: transfer.providerTransferId,
          amountPaise: transfer.amountPaise,
          reference: effect.refundId,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await repository.recordAttempt(transfer.id, reason, now(), true);
        if (!(error instanceof SettlementRefusal)) throw error;
        log.error({ err: error, transferId: transfer.id }, 'Route reversal refused');
        return [];
      }
      await repository.markReversed(transfer.id, effect.refundId, now());
      return [];
    },

    /**
     * The periodic work: linked accounts for trainers verified before Route was on (or whose
     * first attempt gave up), transfers left pending, and holds whose dispute window has passed.
     */
    async settleDue(at: Date) {
      for (const trainerId of await repository.trainersAwaitingAccount(20)) {
        await createAccount(trainerId).catch(() => {});
      }
      const stale = await repository.stalePending(new Date(at.getTime() - STALE_PENDING_MS), 20);
      for (const transferId of stale) {
        await sendTransfer(transferId).catch((error: unknown) =>
          log.warn({ err: error, transferId }, 'Route transfer not sent; the next run tries again'),
        );
      }
      await repository.scheduleReleases(deps.releaseHours);
      for (const due of await repository.dueForRelease(at, RELEASES_PER_RUN)) {
        if (due.providerTransferId) await release(due.id, due.providerTransferId);
      }
    },

    /** False when the signature does not match: nothing is read or changed. */
    async webhook(rawBody: string, signature: string | undefined): Promise<boolean> {
      if (!signature || !port.verifyWebhookSignature(rawBody, signature)) return false;
      let event: ReturnType<RouteSettlement['readEvent']>;
      try {
        event = port.readEvent(rawBody);
      } catch (error) {
        log.warn({ err: error }, 'Signed Route webhook body is not JSON; acknowledged');
        return true;
      }
      if (event.kind === 'transfer-failed') {
        const failed = await repository.failFromProvider(event.transferId, event.reason, now());
        if (failed) {
          log.error(
            { transferId: failed.id, providerTransferId: event.transferId, reason: event.reason },
            'Razorpay failed a Route transfer',
          );
        }
      }
      if (event.kind === 'account-status') {
        await repository.accountStatus(event.accountId, event.status, now());
      }
      return true;
    },
  };
}
export type SettlementService = ReturnType<typeof createSettlementService>;
