/** A trainer with completed KYC, as Razorpay needs them for a Route linked account. */
export interface LinkedAccountHolder {
  trainerId: string;
  /** The name on the PAN card: the account's legal name, contact and stakeholder. */
  legalName: string;
  email: string;
  /** 8 to 15 digits. */
  phone: string;
  pan: string;
  /** The registered address Razorpay asks of every linked account; `state` in full. */
  address: { street1: string; street2?: string; city: string; state: string; postalCode: string };
  bank: { accountNumber: string; ifsc: string; beneficiaryName: string };
}

export interface LinkedAccount {
  /** `acc_…`: where transfers go. */
  accountId: string;
  /**
   * Razorpay's word on the Route product of the account: `activated` takes transfers;
   * `requested`, `under_review` and `needs_clarification` do not yet; `suspended` no longer.
   */
  status: string;
  /** Fields Razorpay still wants (`settlements.ifsc_code`, `kyc.pan`…); empty once accepted. */
  requirements: string[];
}

export interface TransferOrder {
  /** `pay_…`, captured. */
  paymentId: string;
  accountId: string;
  amountPaise: number;
  /** Held: Razorpay keeps the money in the linked account until `release`. */
  onHold: boolean;
  /** Razorpay releases the hold by itself at this instant, should `release` never come. */
  holdUntil?: Date;
  /** Up to 15 keys, 256 characters each; shown on Razorpay's dashboard. */
  notes: Record<string, string>;
}

export interface ReversalOrder {
  transferId: string;
  amountPaise: number;
  /** What the reversal is for (a refund's id): a retry with the same one reverses once. */
  reference: string;
}

/** Razorpay's word on a transfer, a settlement or a linked account, read from its signed webhook. */
export type SettlementEvent =
  | { kind: 'transfer-processed'; transferId: string; paymentId: string; accountId: string }
  | { kind: 'transfer-failed'; transferId: string; paymentId: string; reason: string }
  | { kind: 'settled'; settlementId: string; utr: string | null }
  | { kind: 'account-status'; accountId: string; status: string }
  | { kind: 'ignored' };

/**
 * Razorpay refused the request (4xx) and said why: sending it again cannot succeed. Any other
 * error (Razorpay's 5xx, a timeout, a lost answer) may: every call is safe to repeat.
 */
export class SettlementRefusal extends Error {}

/**
 * The settlement port. `weekly` (the default) moves no money here: trainers are paid by the
 * weekly payouts. `route` splits each payment: the trainer's share goes to their Razorpay linked
 * account, held until the session is done and the dispute window has passed.
 */
export interface WeeklySettlement {
  readonly kind: 'weekly';
}

export interface RouteSettlement {
  readonly kind: 'route';
  /**
   * Creates the trainer's linked account, or finds the one an earlier attempt created, and sets
   * the bank account it settles to (called again after the trainer changes bank, it updates it).
   */
  linkedAccount(holder: LinkedAccountHolder): Promise<LinkedAccount>;
  /** One transfer per payment and linked account: a repeat returns the first. */
  transfer(order: TransferOrder): Promise<{ transferId: string }>;
  /** Lets Razorpay settle a held transfer to the trainer's bank. */
  release(transferId: string): Promise<void>;
  /** Takes money back from the linked account (a refund before release). */
  reverse(order: ReversalOrder): Promise<{ reversalId: string }>;
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /** The event of a webhook body whose signature was verified; throws on a body not JSON. */
  readEvent(rawBody: string): SettlementEvent;
}

export type Settlement = WeeklySettlement | RouteSettlement;

export const weeklySettlement: WeeklySettlement = { kind: 'weekly' };
