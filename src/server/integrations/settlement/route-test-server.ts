import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string;
  body: Json | null;
}

interface StandInAccount {
  id: string;
  type: 'route';
  status: 'created';
  email: string;
  reference_id: string | null;
  legal_business_name: string;
  notes: Json;
}

interface StandInProduct {
  id: string;
  account_id: string;
  product_name: 'route';
  activation_status: string;
  active_configuration: { settlements?: Json };
  requirements: { field_reference: string; reason_code: string; status: 'required' }[];
}

interface StandInTransfer {
  id: string;
  entity: 'transfer';
  status: 'pending' | 'processed' | 'failed' | 'reversed' | 'partially_reversed';
  source: string;
  recipient: string;
  amount: number;
  currency: 'INR';
  amount_reversed: number;
  notes: Json;
  on_hold: boolean;
  on_hold_until: number | null;
  settlement_status: 'on_hold' | 'pending';
}

interface StandInReversal {
  id: string;
  entity: 'reversal';
  transfer_id: string;
  amount: number;
  currency: 'INR';
  notes: Json | [];
}

/** What a test makes the next matching request do. */
type Fault =
  | { kind: 'refuse'; description: string }
  | { kind: 'fail'; status: number }
  /** Razorpay acts, but the answer never arrives (the connection drops). */
  | { kind: 'lose' };

const ROUTE_REQUIREMENTS = [
  'settlements.account_number',
  'settlements.ifsc_code',
  'settlements.beneficiary_name',
];

/**
 * Stands in for api.razorpay.com's Route endpoints on localhost, with the behaviour the adapter
 * relies on: a second account with one e-mail is refused naming the first, stakeholders,
 * transfers and reversals are listed, a transfer may not exceed what the payment captured.
 * A repeated request for the Route product answers with the product already requested.
 * A test can make the next matching request be refused, fail, or succeed with its answer lost.
 */
export async function startRouteStandIn(keys: { keyId: string; keySecret: string }) {
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_Local${String(++sequence).padStart(9, '0')}`;
  const requests: RecordedRequest[] = [];
  const accounts = new Map<string, StandInAccount>();
  const stakeholders = new Map<string, Json[]>();
  const products = new Map<string, StandInProduct>();
  const payments = new Map<string, { amount: number }>();
  const transfers: StandInTransfer[] = [];
  const reversals: StandInReversal[] = [];
  const faults: { method: string; path: RegExp; fault: Fault }[] = [];
  let review = { status: 'activated', requirements: [] as string[] };
  const expectedAuthorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  const refusal = (description: string) => ({
    status: 400,
    body: {
      error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA' },
    },
  });
  const collection = (items: unknown[]) => ({
    status: 200,
    body: { entity: 'collection', count: items.length, items },
  });

  function act(method: string, path: string, body: Json): { status: number; body: unknown } {
    const accountPath = path.match(/^\/v2\/accounts\/([^/]+)(\/.*)?$/);
    const paymentTransfers = path.match(/^\/v1\/payments\/([^/]+)\/transfers$/);
    const transferPath = path.match(/^\/v1\/transfers\/([^/]+)(\/reversals)?$/);
    if (method === 'POST' && path === '/v2/accounts') {
      const email = String(body.email);
      const taken = [...accounts.values()].find((account) => account.email === email);
      if (taken) {
        return refusal(
          `Merchant email already exists for account - ${taken.id.slice('acc_'.length)}`,
        );
      }
      const account: StandInAccount = {
        id: nextId('acc'),
        type: 'route',
        status: 'created',
        email,
        reference_id: (body.reference_id as string | undefined) ?? null,
        legal_business_name: String(body.legal_business_name),
        notes: (body.notes as Json | undefined) ?? {},
      };
      accounts.set(account.id, account);
      return { status: 200, body: account };
    }
    if (accountPath) {
      const account = accounts.get(accountPath[1] ?? '');
      if (!account) return refusal('Linked account does not exist');
      const rest = accountPath[2] ?? '';
      if (method === 'GET' && rest === '') return { status: 200, body: account };
      if (rest === '/stakeholders') {
        const list = stakeholders.get(account.id) ?? [];
        if (method === 'GET') return collection(list);
        const stakeholder = { id: nextId('sth'), entity: 'stakeholder', ...body };
        stakeholders.set(account.id, [...list, stakeholder]);
        return { status: 200, body: stakeholder };
      }
      if (method === 'POST' && rest === '/products') {
        const product = products.get(account.id) ?? {
          id: nextId('acc_prd'),
          account_id: account.id,
          product_name: 'route',
          activation_status: 'requested',
          active_configuration: {},
          requirements: ROUTE_REQUIREMENTS.map((field_reference) => ({
            field_reference,
            reason_code: 'field_missing',
            status: 'required',
          })),
        };
        products.set(account.id, product);
        return { status: 200, body: product };
      }
      const product = products.get(account.id);
      if (method === 'PATCH' && product && rest === `/products/${product.id}`) {
        const settlements = body.settlements as Json | undefined;
        if (!settlements) return { status: 200, body: product };
        product.active_configuration = { settlements };
        product.activation_status = review.status;
        product.requirements = review.requirements.map((field_reference) => ({
          field_reference,
          reason_code: 'field_missing',
          status: 'required',
        }));
        return { status: 200, body: product };
      }
      return refusal("The provided product config id doesn't exist for the merchant");
    }
    if (paymentTransfers) {
      const paymentId = paymentTransfers[1] ?? '';
      const payment = payments.get(paymentId);
      if (!payment) return refusal('The id provided does not exist');
      const made = transfers.filter((transfer) => transfer.source === paymentId);
      if (method === 'GET') return collection(made);
      const asked = (body.transfers as Json[] | undefined) ?? [];
      const total = [...made, ...asked].reduce((sum, transfer) => sum + Number(transfer.amount), 0);
      if (total > payment.amount) {
        return refusal(
          'The sum of amount requested for transfer is greater than the captured amount',
        );
      }
      for (const transfer of asked) {
        if (!accounts.has(String(transfer.account)))
          return refusal('Linked account does not exist');
      }
      const created = asked.map((transfer): StandInTransfer => {
        const onHold = transfer.on_hold === true;
        return {
          id: nextId('trf'),
          entity: 'transfer',
          status: 'pending',
          source: paymentId,
          recipient: String(transfer.account),
          amount: Number(transfer.amount),
          currency: 'INR',
          amount_reversed: 0,
          notes: (transfer.notes as Json | undefined) ?? {},
          on_hold: onHold,
          on_hold_until: (transfer.on_hold_until as number | undefined) ?? null,
          settlement_status: onHold ? 'on_hold' : 'pending',
        };
      });
      transfers.push(...created);
      return collection(created);
    }
    if (transferPath) {
      const [, transferId, reversalsOf] = transferPath;
      const transfer = transfers.find((made) => made.id === transferId);
      if (!transfer) return refusal('The id provided does not exist');
      if (method === 'PATCH' && !reversalsOf) {
        transfer.on_hold = body.on_hold === true;
        transfer.on_hold_until = (body.on_hold_until as number | undefined) ?? null;
        transfer.settlement_status = transfer.on_hold ? 'on_hold' : 'pending';
        return { status: 200, body: transfer };
      }
      if (reversalsOf && method === 'GET') {
        return collection(reversals.filter((reversal) => reversal.transfer_id === transfer.id));
      }
      if (reversalsOf && method === 'POST') {
        const amount = Number(body.amount ?? transfer.amount - transfer.amount_reversed);
        if (amount > transfer.amount - transfer.amount_reversed) {
          return refusal('The reversal amount is greater than the amount left on the transfer');
        }
        const notes = body.notes as Json | undefined;
        const reversal: StandInReversal = {
          id: nextId('rvrsl'),
          entity: 'reversal',
          transfer_id: transfer.id,
          amount,
          currency: 'INR',
          notes: notes && Object.keys(notes).length > 0 ? notes : [],
        };
        reversals.push(reversal);
        transfer.amount_reversed += amount;
        transfer.status =
          transfer.amount_reversed === transfer.amount ? 'reversed' : 'partially_reversed';
        return { status: 200, body: reversal };
      }
    }
    return {
      status: 404,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The requested URL was not found on the server.',
        },
      },
    };
  }

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = text ? (JSON.parse(text) as Json) : null;
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const authorization = request.headers.authorization ?? '';
    requests.push({ method, path, authorization, body });
    if (authorization !== expectedAuthorization) {
      return send(response, 401, refusal('The api key provided is invalid').body);
    }
    const faultAt = faults.findIndex((fault) => fault.method === method && fault.path.test(path));
    const [scripted] = faultAt === -1 ? [] : faults.splice(faultAt, 1);
    if (scripted?.fault.kind === 'refuse') {
      return send(response, 400, refusal(scripted.fault.description).body);
    }
    if (scripted?.fault.kind === 'fail') {
      return send(response, scripted.fault.status, {
        error: {
          code: 'SERVER_ERROR',
          description:
            'We are facing some trouble completing your request at the moment. Please try again shortly.',
        },
      });
    }
    const answer = act(method, path, body ?? {});
    if (scripted?.fault.kind === 'lose') {
      request.socket.destroy();
      return;
    }
    send(response, answer.status, answer.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { error: { code: 'SERVER_ERROR' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const script = (method: string, path: RegExp, fault: Fault) =>
    faults.push({ method, path, fault });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    accounts,
    stakeholders,
    transfers,
    reversals,
    /** The client pays `amount` paise and Razorpay captures it; returns the payment's id. */
    capture(amount: number) {
      const id = nextId('pay');
      payments.set(id, { amount });
      return id;
    },
    /** Razorpay's review of a Route product once its settlement account is given. */
    reviewProductsAs(status: string, requirements: string[] = []) {
      review = { status, requirements };
    },
    refuseNext: (method: string, path: RegExp, description: string) =>
      script(method, path, { kind: 'refuse', description }),
    failNext: (method: string, path: RegExp, status = 502) =>
      script(method, path, { kind: 'fail', status }),
    loseNextAnswer: (method: string, path: RegExp) => script(method, path, { kind: 'lose' }),
    reset() {
      requests.length = 0;
      faults.length = 0;
      review = { status: 'activated', requirements: [] };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type RouteStandIn = Awaited<ReturnType<typeof startRouteStandIn>>;
