import { createHash } from 'node:crypto';
import { hmacHex, signaturesMatch } from '#server/integrations/payments/payment-signature.ts';
import { present } from '#shared/present.ts';
import {
  type LinkedAccountHolder,
  type RouteSettlement,
  type SettlementEvent,
  SettlementRefusal,
} from './settlement';

interface RouteOptions {
  /** The Razorpay key pair that takes the payments: Route moves money out of them. */
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Tests stand a local server in for https://api.razorpay.com. */
  baseUrl?: string;
  /** Razorpay's business category of a trainer's linked account (its KYC review reads it). */
  businessProfile?: { category: string; subcategory: string };
}

interface Collection<T> {
  items: T[];
}

interface RazorpayTransfer {
  id: string;
  status: string;
  source: string;
  recipient: string;
  amount: number;
  error?: { description?: string | null } | null;
}

interface RazorpayReversal {
  id: string;
  amount: number;
  /** An object, or `[]` when empty (Razorpay's PHP shows through). */
  notes?: Record<string, string> | unknown[];
}

interface RazorpayProduct {
  id: string;
  activation_status: string;
  requirements?: { field_reference?: string }[];
}

type Method = 'GET' | 'POST' | 'PATCH';

/** Razorpay lists no category for personal trainers; coaching is the nearest it has. */
const TRAINER_BUSINESS = { category: 'education', subcategory: 'coaching' };
/** Razorpay's answer to a second account with one e-mail names the first: `… for account - Ab12…`. */
const EXISTING_ACCOUNT = /already exists for account\s*-\s*(?:acc_)?([A-Za-z0-9]+)/;
const timeout = () => AbortSignal.timeout(30_000);

/**
 * The linked account's `reference_id`, which Razorpay caps at 20 characters: the first 20 hex
 * digits of the SHA-256 of the trainer's id, so ids sharing a beginning (time-ordered UUIDs)
 * still differ. The full id goes in the account's notes for people reading the dashboard.
 */
export function linkedAccountReference(trainerId: string): string {
  return createHash('sha256').update(trainerId).digest('hex').slice(0, 20);
}

function noteOf(notes: RazorpayReversal['notes'], key: string): string | undefined {
  return notes && !Array.isArray(notes) ? notes[key] : undefined;
}

/**
 * Razorpay Route over its REST API. Every call may be repeated after a crash or a lost answer:
 * each first looks for what an earlier attempt made (the account Razorpay names when the e-mail
 * is taken, the stakeholders, the payment's transfers, the transfer's reversals).
 */
export function createRouteSettlement(options: RouteOptions): RouteSettlement {
  const baseUrl = options.baseUrl ?? 'https://api.razorpay.com';
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const business = options.businessProfile ?? TRAINER_BUSINESS;

  async function call<T>(method: Method, path: string, body?: object): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body ? { authorization, 'content-type': 'application/json' } : { authorization },
      body: body && JSON.stringify(body),
      signal: timeout(),
    });
    const answer = (await response.json().catch(() => null)) as
      | (T & { error?: { description?: string } })
      | null;
    const description = answer?.error?.description;
    // 429 is "not now", not "no": like a server error, it is worth sending again later.
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      throw new SettlementRefusal(
        description || `Razorpay refused ${method} ${path} (${response.status})`,
      );
    }
    if (!response.ok || !answer) {
      throw new Error(`Razorpay ${method} ${path} failed: ${description || response.status}`);
    }
    return answer;
  }

  async function accountOf(holder: LinkedAccountHolder): Promise<string> {
    const reference = linkedAccountReference(holder.trainerId);
    const address = holder.address;
    try {
      const created = await call<{ id: string }>('POST', '/v2/accounts', {
        email: holder.email,
        phone: holder.phone,
        type: 'route',
        reference_id: reference,
        legal_business_name: holder.legalName,
        business_type: 'individual',
        contact_name: holder.legalName,
        profile: {
          ...business,
          addresses: {
            registered: {
              street1: address.street1,
              ...(address.street2 && { street2: address.street2 }),
              city: address.city,
              state: address.state.toUpperCase(),
              postal_code: address.postalCode,
              country: 'IN',
            },
          },
        },
        legal_info: { pan: holder.pan },
        notes: { trainerId: holder.trainerId },
      });
      return created.id;
    } catch (error) {
      const taken = error instanceof SettlementRefusal && EXISTING_ACCOUNT.exec(error.message);
      if (!taken) throw error;
      // The e-mail's account is this trainer's only if an earlier attempt gave it their reference.
      const account = await call<{ id: string; reference_id?: string | null }>(
        'GET',
        `/v2/accounts/acc_${taken[1]}`,
      );
      if (account.reference_id !== reference) throw error;
      return account.id;
    }
  }

  async function addStakeholder(accountId: string, holder: LinkedAccountHolder) {
    const path = `/v2/accounts/${accountId}/stakeholders`;
    const stakeholders = await call<Collection<{ id: string }>>('GET', path);
    if (stakeholders.items.length > 0) return;
    const address = holder.address;
    await call('POST', path, {
      name: holder.legalName,
      email: holder.email,
      phone: { primary: holder.phone },
      addresses: {
        residential: {
          street: [address.street1, address.street2].filter(Boolean).join(', '),
          city: address.city,
          state: address.state.toUpperCase(),
          postal_code: address.postalCode,
          country: 'IN',
        },
      },
      kyc: { pan: holder.pan },
      notes: { trainerId: holder.trainerId },
    });
  }

  return {
    kind: 'route',

    async linkedAccount(holder) {
      const accountId = await accountOf(holder);
      await addStakeholder(accountId, holder);
      const requested = await call<RazorpayProduct>('POST', `/v2/accounts/${accountId}/products`, {
        product_name: 'route',
        tnc_accepted: true,
      });
      const product = await call<RazorpayProduct>(
        'PATCH',
        `/v2/accounts/${accountId}/products/${requested.id}`,
        {
          settlements: {
            account_number: holder.bank.accountNumber,
            ifsc_code: holder.bank.ifsc,
            beneficiary_name: holder.bank.beneficiaryName,
          },
          tnc_accepted: true,
        },
      );
      return {
        accountId,
        status: product.activation_status,
        requirements: (product.requirements ?? []).flatMap((requirement) =>
          requirement.field_reference ? [requirement.field_reference] : [],
        ),
      };
    },

    async transfer(order) {
      const path = `/v1/payments/${order.paymentId}/transfers`;
      const made = await call<Collection<RazorpayTransfer>>('GET', path);
      const earlier = made.items.find(
        (transfer) => transfer.recipient === order.accountId && transfer.status !== 'failed',
      );
      if (earlier && earlier.amount !== order.amountPaise) {
        throw new SettlementRefusal(
          `Payment ${order.paymentId} already transfers ${earlier.amount} paise to ${order.accountId} (${earlier.id}), not ${order.amountPaise}`,
        );
      }
      if (earlier) return { transferId: earlier.id };
      const created = await call<Collection<RazorpayTransfer>>('POST', path, {
        transfers: [
          {
            account: order.accountId,
            amount: order.amountPaise,
            currency: 'INR',
            notes: order.notes,
            on_hold: order.onHold,
            ...(order.holdUntil && {
              on_hold_until: Math.floor(order.holdUntil.getTime() / 1000),
            }),
          },
        ],
      });
      const transfer = present(created.items[0], 'the transfer Razorpay made');
      if (transfer.status === 'failed') {
        throw new SettlementRefusal(
          transfer.error?.description || `Razorpay failed transfer ${transfer.id}`,
        );
      }
      return { transferId: transfer.id };
    },

    async release(transferId) {
      await call('PATCH', `/v1/transfers/${transferId}`, { on_hold: false });
    },

    async reverse(order) {
      const path = `/v1/transfers/${order.transferId}/reversals`;
      const made = await call<Collection<RazorpayReversal>>('GET', path);
      const earlier = made.items.find(
        (reversal) => noteOf(reversal.notes, 'reference') === order.reference,
      );
      if (earlier && earlier.amount !== order.amountPaise) {
        throw new SettlementRefusal(
          `Transfer ${order.transferId} was already reversed by ${earlier.amount} paise for ${order.reference} (${earlier.id}), not ${order.amountPaise}`,
        );
      }
      if (earlier) return { reversalId: earlier.id };
      const reversal = await call<RazorpayReversal>('POST', path, {
        amount: order.amountPaise,
        notes: { reference: order.reference },
      });
      return { reversalId: reversal.id };
    },

    verifyWebhookSignature(rawBody, signature) {
      return signaturesMatch(hmacHex(options.webhookSecret, rawBody), signature);
    },

    readEvent(rawBody): SettlementEvent {
      const event = JSON.parse(rawBody) as {
        event?: string;
        account_id?: string;
        payload?: {
          transfer?: { entity?: RazorpayTransfer };
          settlement?: { entity?: { id?: string; utr?: string | null } };
          merchant_product?: { entity?: { merchant_id?: string; activation_status?: string } };
        };
      };
      const name = event.event ?? '';
      const transfer = event.payload?.transfer?.entity;
      if (transfer?.id && name === 'transfer.processed') {
        return {
          kind: 'transfer-processed',
          transferId: transfer.id,
          paymentId: transfer.source,
          accountId: transfer.recipient,
        };
      }
      if (transfer?.id && name === 'transfer.failed') {
        return {
          kind: 'transfer-failed',
          transferId: transfer.id,
          paymentId: transfer.source,
          reason: transfer.error?.description || 'Razorpay reported the transfer failed',
        };
      }
      const settlement = event.payload?.settlement?.entity;
      if (settlement?.id && name === 'settlement.processed') {
        return { kind: 'settled', settlementId: settlement.id, utr: settlement.utr || null };
      }
      const product = event.payload?.merchant_product?.entity;
      const accountId = product?.merchant_id || event.account_id;
      if (accountId && name.startsWith('product.route.')) {
        return {
          kind: 'account-status',
          accountId,
          status: product?.activation_status || name.slice('product.route.'.length),
        };
      }
      return { kind: 'ignored' };
    },
  };
}
