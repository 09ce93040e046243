/** Where a payout's money goes: the trainer's details from their completed KYC, decrypted. */
export interface Beneficiary {
  name: string;
  email: string;
  phone: string | null;
  bank: { accountNumber: string; ifsc: string } | null;
  upiId: string | null;
}

/** What a provider is asked to pay. */
export interface PayoutOrder {
  id: string;
  trainerId: string;
  netPaise: number;
  weekStart: string;
  /** Retries so far: each retry is a new request to the provider, with a key of its own. */
  attempts: number;
}

export type PayoutSendOutcome =
  | { status: 'processing'; providerPayoutId: string }
  | { status: 'paid'; providerPayoutId: string; reference: string }
  | { status: 'failed'; providerPayoutId: string | null; reason: string };

/** A provider's word on a payout, read from its signed webhook. */
export type PayoutProviderEvent =
  | { kind: 'paid'; providerPayoutId: string; sentReference: string | null; utr: string }
  | { kind: 'failed'; providerPayoutId: string; sentReference: string | null; reason: string }
  | { kind: 'ignored' };

/**
 * The payout port. `manual` (the default) moves no money: a payout waits as pending until an
 * admin has transferred it and records the bank's reference. A sending provider (RazorpayX)
 * is asked to pay and reports the outcome through its webhook.
 */
export interface ManualPayouts {
  readonly kind: 'manual';
}

export interface SendingPayouts {
  readonly kind: 'razorpayx';
  send(order: PayoutOrder, beneficiary: Beneficiary): Promise<PayoutSendOutcome>;
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /** The event of a webhook body whose signature was verified; throws on a body not JSON. */
  readEvent(rawBody: string): PayoutProviderEvent;
}

export type PayoutProvider = ManualPayouts | SendingPayouts;

export const manualPayouts: ManualPayouts = { kind: 'manual' };
