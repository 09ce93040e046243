import { hmacHex, signaturesMatch } from '#server/integrations/payments/payment-signature.ts';
import type {
  Beneficiary,
  PayoutOrder,
  PayoutProviderEvent,
  PayoutSendOutcome,
  SendingPayouts,
} from './payout-provider';

interface RazorpayXOptions {
  keyId: string;
  keySecret: string;
  /** The business's RazorpayX account the money leaves from (not the trainer's). */
  accountNumber: string;
  webhookSecret: string;
  /** Tests stand a local server in for api.razorpay.com. */
  hostUrl?: string;
}

interface RazorpayXPayout {
  id: string;
  status: string;
  utr?: string | null;
  reference_id?: string | null;
  failure_reason?: string | null;
  status_details?: { description?: string | null } | null;
}

/** A refusal RazorpayX explained (4xx): sending again the same request cannot succeed. */
class RazorpayXRefusal extends Error {}

const FAILED_STATUSES = new Set(['rejected', 'cancelled', 'failed', 'reversed']);
const timeout = () => AbortSignal.timeout(30_000);

/**
 * RazorpayX's key for one request to pay (4 to 36 letters, digits, hyphens), also sent as its
 * reference_id: the payout's id (a UUID without its hyphens, 32 characters) and the retry
 * number, so a send repeated after a crash reuses the key and RazorpayX pays once, while an
 * admin's retry is a new request.
 * Example: id 3f2b…-…9c, attempts 0 → '3f2b…9c-0'.
 */
export function idempotencyKey(order: Pick<PayoutOrder, 'id' | 'attempts'>): string {
  return `${order.id.replaceAll('-', '')}-${order.attempts}`;
}

function reasonOf(payout: RazorpayXPayout): string {
  return (
    payout.status_details?.description ||
    payout.failure_reason ||
    `RazorpayX reported the payout ${payout.status}`
  );
}

/**
 * RazorpayX Payouts over its REST API: a contact for the trainer, a fund account (bank account
 * by IMPS, else UPI id), then the payout. RazorpayX answers a repeated contact or fund account
 * with the existing one, and a repeated payout key with the payout it already made.
 */
export function createRazorpayXPayouts(options: RazorpayXOptions): SendingPayouts {
  const hostUrl = options.hostUrl ?? 'https://api.razorpay.com';
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function post<T>(path: string, body: object, headers: Record<string, string> = {}) {
    const response = await fetch(`${hostUrl}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: timeout(),
    });
    const answer = (await response.json().catch(() => null)) as
      | (T & { error?: { description?: string } })
      | null;
    if (response.status >= 400 && response.status < 500) {
      throw new RazorpayXRefusal(
        answer?.error?.description || `RazorpayX refused ${path} (${response.status})`,
      );
    }
    if (!response.ok || !answer) throw new Error(`RazorpayX ${path} failed: ${response.status}`);
    return answer;
  }

  async function fundAccount(order: PayoutOrder, beneficiary: Beneficiary) {
    const contact = await post<{ id: string }>('/v1/contacts', {
      name: beneficiary.name,
      email: beneficiary.email,
      ...(beneficiary.phone && { contact: beneficiary.phone }),
      type: 'vendor',
      reference_id: order.trainerId,
    });
    const account = beneficiary.bank
      ? {
          account_type: 'bank_account',
          bank_account: {
            name: beneficiary.name,
            ifsc: beneficiary.bank.ifsc,
            account_number: beneficiary.bank.accountNumber,
          },
        }
      : { account_type: 'vpa', vpa: { address: beneficiary.upiId } };
    const created = await post<{ id: string }>('/v1/fund_accounts', {
      contact_id: contact.id,
      ...account,
    });
    return { fundAccountId: created.id, mode: beneficiary.bank ? 'IMPS' : 'UPI' };
  }

  return {
    kind: 'razorpayx',

    async send(order, beneficiary): Promise<PayoutSendOutcome> {
      try {
        const { fundAccountId, mode } = await fundAccount(order, beneficiary);
        const payout = await post<RazorpayXPayout>(
          '/v1/payouts',
          {
            account_number: options.accountNumber,
            fund_account_id: fundAccountId,
            amount: order.netPaise,
            currency: 'INR',
            mode,
            purpose: 'payout',
            queue_if_low_balance: true,
            reference_id: idempotencyKey(order),
            narration: 'Kasrat trainer payout',
            notes: { payoutId: order.id, trainerId: order.trainerId, weekStart: order.weekStart },
          },
          { 'X-Payout-Idempotency': idempotencyKey(order) },
        );
        if (payout.status === 'processed') {
          return {
            status: 'paid',
            providerPayoutId: payout.id,
            reference: payout.utr || payout.id,
          };
        }
        if (FAILED_STATUSES.has(payout.status)) {
          return { status: 'failed', providerPayoutId: payout.id, reason: reasonOf(payout) };
        }
        return { status: 'processing', providerPayoutId: payout.id };
      } catch (error) {
        if (error instanceof RazorpayXRefusal) {
          return { status: 'failed', providerPayoutId: null, reason: error.message };
        }
        throw error;
      }
    },

    verifyWebhookSignature(rawBody, signature) {
      return signaturesMatch(hmacHex(options.webhookSecret, rawBody), signature);
    },

    readEvent(rawBody): PayoutProviderEvent {
      const event = JSON.parse(rawBody) as {
        event?: string;
        payload?: { payout?: { entity?: RazorpayXPayout } };
      };
      const payout = event.payload?.payout?.entity;
      if (!payout?.id) return { kind: 'ignored' };
      const ids = { providerPayoutId: payout.id, sentReference: payout.reference_id || null };
      if (event.event === 'payout.processed') {
        return { kind: 'paid', ...ids, utr: payout.utr || payout.id };
      }
      if (event.event === 'payout.failed' || event.event === 'payout.reversed') {
        return { kind: 'failed', ...ids, reason: reasonOf(payout) };
      }
      return { kind: 'ignored' };
    },
  };
}
