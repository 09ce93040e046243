import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAD_END, HEAD_START } from '#server/features/seo/html-head.ts';
import { type RouteEntry, undeclaredRoutes } from '#server/plugins/access.ts';
import { signUpAdmin } from '#server/test/accounts.ts';
import {
  aadhaarFrom,
  type ClientAndTrainer,
  clientAndTrainer,
  type PairDetails,
} from '#server/test/owned-objects.ts';
import { activePackRow } from '#server/test/pack-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { textRenderers } from '#server/test/text-renderers.ts';
import { MESSAGES } from '#shared/messages.ts';

/**
 * The access matrix: every route the app registers, asked by each of six people about the
 * objects client A and trainer T1 own, answers as the route declares (src/server/plugins/access.ts),
 * and no answer shows anyone a user's contact, KYC or payment data they may not see.
 */

// Monday 2 March 2026, 10:00 IST.
const NOW = '2026-03-02T04:30:00.000Z';
const METRICS_TOKEN = 'the-scrapers-token-0123';
/** Any shell with the head block: the page routes are then registered too. */
const SHELL = `<!doctype html><html><head>${HEAD_START}<title>Kasrat</title>${HEAD_END}</head><body><div id="root"></div></body></html>`;

const ROLES = ['visitor', 'clientA', 'clientB', 'trainerT1', 'trainerT2', 'admin'] as const;
type Role = (typeof ROLES)[number];
const ROLE_OF: Record<Role, 'user' | 'trainer' | 'admin' | null> = {
  visitor: null,
  clientA: 'user',
  clientB: 'user',
  trainerT1: 'trainer',
  trainerT2: 'trainer',
  admin: 'admin',
};

const PAIR_ONE: PairDetails = {
  client: {
    firstName: 'Asha',
    email: 'asha.client@example.in',
    phone: '+919820011111',
    address: 'Flat 4, Palm Grove, Bandra West',
  },
  trainer: {
    firstName: 'Ritu',
    email: 'ritu.trainer@example.in',
    phone: '+919820033333',
    aadhaar: aadhaarFrom('23456789012'),
    pan: 'ABCPV1234F',
    bankAccount: '50100012345678',
  },
  timeSlot: '7:00 AM',
};
const PAIR_TWO: PairDetails = {
  client: {
    firstName: 'Bela',
    email: 'bela.client@example.in',
    phone: '+919820022222',
    address: 'House 9, Lake Road, Powai',
  },
  trainer: {
    firstName: 'Tarun',
    email: 'tarun.trainer@example.in',
    phone: '+919820044444',
    aadhaar: aadhaarFrom('98765432109'),
    pan: 'PQRTS9876K',
    bankAccount: '91800098765432',
  },
  timeSlot: '6:00 PM',
};

/**
 * What a route owes each caller: allowed (anything but 401 and 403; a sample body may earn a
 * 400 or 404), signed-out (401), forbidden (the guard's 403), hidden (403 or 404: someone
 * else's object) or refused (a 4xx: a signed route without its secret).
 */
type Expected = 'allowed' | 'signed-out' | 'forbidden' | 'hidden' | 'refused';

/** The object an owner or booking-party route is asked about, and who may see it. */
interface Target {
  url: string;
  payload?: object;
  readers: Role[];
}

const key = (route: RouteEntry) => `${route.method} ${route.url}`;

/** Refusals a rule makes beyond the guard, each with its reason. */
const RULE_REFUSALS: Record<string, Partial<Record<Role, Expected>>> = {
  // an admin stays an admin
  'POST /api/auth/become-trainer': { admin: 'forbidden' },
};

function targetsOf(
  { bookings, chat, payment, pictureUrl }: ClientAndTrainer,
  /** The client's bill of supply for the paid booking, issued on the trainer's behalf. */
  documentId: string,
) {
  const party: Role[] = ['clientA', 'trainerT1'];
  const documentReaders: Role[] = [...party, 'admin'];
  const client: Role[] = ['clientA'];
  const review = { payload: { rating: 5, comment: 'Patient and clear' }, readers: client };
  const chatUrl = `/api/chat/${chat.id}`;
  const targets: Record<string, Target> = {
    'GET /api/bookings/:id': { url: `/api/bookings/${bookings.paid}`, readers: party },
    // the spare booking: cancelling the paid one would end the pair's chat
    'POST /api/bookings/:id/cancel': {
      url: `/api/bookings/${bookings.spare}/cancel`,
      payload: {},
      readers: party,
    },
    'POST /api/bookings/:id/confirm-attendance': {
      url: `/api/bookings/${bookings.paid}/confirm-attendance`,
      payload: {},
      readers: party,
    },
    'GET /api/bookings/:id/calendar.ics': {
      url: `/api/bookings/${bookings.paid}/calendar.ics`,
      readers: party,
    },
    'GET /api/bookings/:id/move-slots': {
      url: `/api/bookings/${bookings.spare}/move-slots?date=2026-03-05`,
      readers: party,
    },
    // moving is the client's, proposing the trainer's: the other side is refused (403)
    'POST /api/bookings/:id/move': {
      url: `/api/bookings/${bookings.spare}/move`,
      payload: { date: '2026-03-05', timeSlot: '6:00 PM' },
      readers: client,
    },
    'POST /api/bookings/:id/move-proposals': {
      url: `/api/bookings/${bookings.spare}/move-proposals`,
      payload: { date: '2026-03-05', timeSlot: '6:00 PM' },
      readers: ['trainerT1'],
    },
    'POST /api/bookings/:id/move-proposals/accept': {
      url: `/api/bookings/${bookings.spare}/move-proposals/accept`,
      payload: {},
      readers: client,
    },
    'POST /api/bookings/:id/move-proposals/decline': {
      url: `/api/bookings/${bookings.spare}/move-proposals/decline`,
      payload: {},
      readers: client,
    },
    'PUT /api/bookings/:id/review': {
      url: `/api/bookings/${bookings.completed}/review`,
      ...review,
    },
    'POST /api/bookings/:id/review': {
      url: `/api/bookings/${bookings.completed}/review`,
      ...review,
    },
    'POST /api/chat': { url: '/api/chat', payload: { bookingId: bookings.paid }, readers: party },
    'POST /api/chat/booking/:bookingId': {
      url: `/api/chat/booking/${bookings.paid}`,
      readers: party,
    },
    'GET /api/chat/:chatId': { url: chatUrl, readers: party },
    'GET /api/chat/:chatId/messages': { url: `${chatUrl}/messages`, readers: party },
    'POST /api/chat/:chatId/messages': {
      url: `${chatUrl}/messages`,
      payload: { message: 'See you at 7' },
      readers: party,
    },
    'PUT /api/chat/:chatId/read': { url: `${chatUrl}/read`, readers: party },
    'POST /api/chat/:chatId/typing': {
      url: `${chatUrl}/typing`,
      payload: { typing: true },
      readers: party,
    },
    'PUT /api/chat/:chatId/messages/:messageId/delivered': {
      url: `${chatUrl}/messages/${chat.messageId}/delivered`,
      readers: party,
    },
    'PUT /api/chat/:chatId/messages/:messageId/read': {
      url: `${chatUrl}/messages/${chat.messageId}/read`,
      readers: party,
    },
    'POST /api/payment/create-order': {
      url: '/api/payment/create-order',
      payload: { bookingId: bookings.paid },
      readers: client,
    },
    'POST /api/payment/verify': {
      url: '/api/payment/verify',
      payload: {
        bookingId: bookings.paid,
        razorpay_order_id: payment.orderId,
        razorpay_payment_id: payment.paymentId,
        razorpay_signature: 'not-the-providers-signature',
      },
      readers: client,
    },
    'GET /api/payment/details/:id': {
      url: `/api/payment/details/${bookings.paid}`,
      readers: party,
    },
    'POST /api/payment/sandbox/complete': {
      url: '/api/payment/sandbox/complete',
      payload: { orderId: payment.orderId, outcome: 'success', method: 'upi' },
      readers: client,
    },
    'GET /api/documents/:id': { url: `/api/documents/${documentId}`, readers: documentReaders },
    'GET /api/documents/:id/pdf': {
      url: `/api/documents/${documentId}/pdf`,
      readers: documentReaders,
    },
    'POST /api/save-user-image': {
      url: '/api/save-user-image',
      payload: { imageUrl: pictureUrl, fieldName: 'profileImage' },
      readers: client,
    },
  };
  return targets;
}

/** The query a route needs to get past its validation, so the admin's probe reaches its data. */
const SAMPLE_QUERIES: Record<string, string> = {
  'GET /api/admin/reconciliation': '?date=2026-03-02',
  'GET /api/admin/reconciliation.csv': '?date=2026-03-02',
  'GET /api/admin/exports/gstr1': '?month=2026-03&table=b2cs',
  'GET /api/admin/exports/gstr8': '?month=2026-03',
  // both trainers' payouts of the quarter, each with the trainer's PAN in full
  'GET /api/admin/exports/26q': '?year=2025-26&quarter=4',
};

/** Path parameters of routes about no one's private object. */
function sampleUrl(url: string, { trainer, payoutId }: ClientAndTrainer) {
  const values: Record<string, string> = {
    id: url.includes('/payouts/') ? payoutId : trainer.trainerId,
    trainerId: trainer.trainerId,
    document: 'panImage',
    grantId: 'no-such-grant',
    part: '1',
    city: 'mumbai',
    specialization: 'yoga',
  };
  return url.replace(/:(\w+)|\*/g, (_match, name?: string) => (name ? values[name]! : 'sample'));
}

function expectedFor(route: RouteEntry, role: Role, target: Target | undefined): Expected {
  if (route.access === 'public' || route.access === 'dev-only') return 'allowed';
  if (route.access === 'signed') return 'refused';
  if (role === 'visitor') return 'signed-out';
  const rule = RULE_REFUSALS[key(route)]?.[role];
  if (rule) return rule;
  switch (route.access) {
    case 'trainer':
    case 'admin':
      return ROLE_OF[role] === route.access ? 'allowed' : 'forbidden';
    case 'owner':
    case 'booking-party':
      return target?.readers.includes(role) ? 'allowed' : 'hidden';
    default:
      return 'allowed';
  }
}

function meets(expected: Expected, status: number, message: unknown) {
  if (status >= 500) return false;
  switch (expected) {
    case 'allowed':
      return status !== 401 && status !== 403;
    case 'signed-out':
      return status === 401 && message === MESSAGES.signInRequired;
    case 'forbidden':
      return status === 403 && message === MESSAGES.forbidden;
    case 'hidden':
      return status === 403 || status === 404;
    case 'refused':
      return status >= 400;
  }
}

interface Probe {
  route: RouteEntry;
  role: Role;
  url: string;
  payload?: object | string;
  expected: Expected;
}

/** The body a probe sends: the target's, else an empty one; raw bytes to a signed route. */
function payloadFor(route: RouteEntry, target: Target | undefined) {
  if (target?.payload) return target.payload;
  if (route.method === 'GET') return undefined;
  return route.access === 'signed' ? 'unsigned bytes' : {};
}

interface Answer extends Probe {
  status: number;
  body: string;
}

let ctx: TestContext;
let table: RouteEntry[];
let targets: Record<string, Target>;
let answers: Answer[];
let pairOne: ClientAndTrainer;
let pairTwo: ClientAndTrainer;

beforeAll(async () => {
  ctx = await createTestContext({
    now: NOW,
    env: { METRICS_TOKEN },
    // PDFs are drawn as text: what is checked here is who gets one.
    app: { pageShell: SHELL, documentRenderers: textRenderers },
  });
  const admin = await signUpAdmin(ctx, { firstName: 'Anita', email: 'anita.admin@example.in' });
  pairOne = await clientAndTrainer(ctx, PAIR_ONE);
  pairTwo = await clientAndTrainer(ctx, PAIR_TWO);
  const tokens: Record<Role, string | undefined> = {
    visitor: undefined,
    clientA: pairOne.client.token,
    clientB: pairTwo.client.token,
    trainerT1: pairOne.trainer.token,
    trainerT2: pairTwo.trainer.token,
    admin: admin.token,
  };

  table = ctx.app.routeTable();
  const documents = await ctx.request({
    method: 'GET',
    url: '/api/me/documents',
    token: pairOne.client.token,
  });
  targets = targetsOf(pairOne, documents.json().data[0].id);
  // Client A's session pack with trainer T1 (docs/product/packs.md).
  const packId = await activePackRow(ctx.database.db, {
    clientId: pairOne.client.userId,
    trainerId: pairOne.trainer.trainerId,
    paidAt: new Date(NOW),
    expiresAt: new Date('2026-05-01T18:29:59.000Z'),
  });
  targets['GET /api/packs/:id'] = { url: `/api/packs/${packId}`, readers: ['clientA'] };
  // HEAD routes are Fastify's copies of GET routes, declaration and guard included.
  const probes = table
    .filter((route) => route.method !== 'HEAD')
    .flatMap((route) =>
      ROLES.map((role): Probe => {
        const target = targets[key(route)];
        return {
          route,
          role,
          url: target?.url ?? `${sampleUrl(route.url, pairOne)}${SAMPLE_QUERIES[key(route)] ?? ''}`,
          payload: payloadFor(route, target),
          expected: expectedFor(route, role, target),
        };
      }),
    );
  // Refusals first, while every object is as built; then what the allowed may change.
  const ordered = [
    ...probes.filter((probe) => probe.expected !== 'allowed'),
    ...probes.filter((probe) => probe.expected === 'allowed'),
  ];
  answers = [];
  for (const probe of ordered) {
    const response = await ctx.request({
      method: probe.route.method as HTTPMethods,
      url: probe.url,
      token: tokens[probe.role],
      ...(probe.payload && { payload: probe.payload }),
      ...(typeof probe.payload === 'string' && {
        headers: { 'content-type': 'application/octet-stream' },
      }),
    });
    answers.push({ ...probe, status: response.statusCode, body: response.body });
  }
}, 120_000);
afterAll(() => ctx?.close());

describe('the route table', () => {
  it('is the whole app: features, plugins, libraries and the page routes', () => {
    expect(table.map(key)).toEqual(
      expect.arrayContaining([
        'GET /api/trainer/kyc',
        'PUT /api/trainer/kyc/tax-details',
        'GET /api/admin/payouts',
        'GET /api/admin/reconciliation',
        'GET /api/admin/reconciliation.csv',
        'GET /api/admin/exports/gstr1',
        'GET /api/admin/exports/gstr8',
        'GET /api/admin/exports/26q',
        'GET /api/admin/personal-data-access',
        'POST /api/payment/webhook',
        'POST /api/settlement/razorpay/webhook',
        'POST /api/auth/*',
        'GET /metrics',
        'GET /api/docs/json',
        'GET /uploads/*',
        'GET /trainer/:id',
        'GET /*',
      ]),
    );
  });

  it('keeps tax documents to their parties and statements to their trainer', () => {
    const declared = Object.fromEntries(
      table
        .filter(
          (route) =>
            route.method === 'GET' &&
            /^\/api\/((me|trainer)\/documents|documents\/|.*statement)/.test(route.url),
        )
        .map((route) => [key(route), route.access]),
    );
    expect(declared).toEqual({
      'GET /api/me/documents': 'signed-in',
      'GET /api/trainer/documents': 'trainer',
      'GET /api/documents/:id': 'owner',
      'GET /api/documents/:id/pdf': 'owner',
      'GET /api/trainer/payouts/:id/statement': 'trainer',
      'GET /api/trainer/payouts/:id/statement.pdf': 'trainer',
      'GET /api/admin/payouts/:id/statement': 'admin',
      'GET /api/admin/payouts/:id/statement.pdf': 'admin',
      'GET /api/trainer/tds-statement': 'trainer',
      'GET /api/trainer/tds-statement.pdf': 'trainer',
    });
  });

  it("keeps each person's data rights to them (docs/product/privacy.md), a copy's link signed", () => {
    const declared = Object.fromEntries(
      table
        .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/privacy/'))
        .map((route) => [key(route), route.access]),
    );
    expect(declared).toEqual({
      'GET /api/privacy/notice': 'public',
      'POST /api/privacy/notice': 'signed-in',
      'GET /api/privacy/consents': 'signed-in',
      'POST /api/privacy/consents': 'signed-in',
      'DELETE /api/privacy/consents/:id': 'signed-in',
      'POST /api/privacy/exports': 'signed-in',
      'GET /api/privacy/exports': 'signed-in',
      'GET /api/privacy/exports/:id/download': 'signed',
      'GET /api/privacy/deletion': 'signed-in',
      'POST /api/privacy/deletion': 'signed-in',
      'DELETE /api/privacy/deletion': 'signed-in',
      'POST /api/privacy/deletion/code': 'signed-in',
    });
  });

  it('has a declaration of who may call each route', () => {
    expect(undeclaredRoutes(ctx.app).map(key)).toEqual([]);
  });

  it('keeps /api/trainer/ to trainers and /api/admin/ to admins', () => {
    const misdeclared = table.filter(
      (route) =>
        (route.url.startsWith('/api/trainer/') && route.access !== 'trainer') ||
        (route.url.startsWith('/api/admin/') && route.access !== 'admin'),
    );
    expect(misdeclared.map(key)).toEqual([]);
  });

  it('names the object each owner or booking-party route is asked about', () => {
    const untargeted = table.filter(
      (route) =>
        (route.access === 'owner' || route.access === 'booking-party') &&
        route.method !== 'HEAD' &&
        !targets[key(route)],
    );
    expect(untargeted.map(key)).toEqual([]);
  });
});

describe('every route asked by every role', () => {
  it('answers as the route declares', () => {
    const wrong = answers
      .filter((answer) => !meets(answer.expected, answer.status, messageOf(answer.body)))
      .map(({ route, role, url, expected, status, body }) => ({
        route: key(route),
        url,
        role,
        expected,
        got: `${status} ${body.slice(0, 120)}`,
      }));
    expect(wrong).toEqual([]);
    expect(answers.length).toBeGreaterThan(400);
  });

  it('lets the admin download every money export, the 26Q one with the PANs in full', () => {
    const exports = answers.filter(
      (answer) => answer.role === 'admin' && SAMPLE_QUERIES[key(answer.route)],
    );
    expect(exports.map((answer) => [key(answer.route), answer.status]).sort()).toEqual(
      Object.keys(SAMPLE_QUERIES)
        .map((route) => [route, 200])
        .sort(),
    );
    const form26q = exports.find((answer) => answer.route.url === '/api/admin/exports/26q');
    expect(form26q?.body).toContain(PAIR_ONE.trainer.pan);
    expect(form26q?.body).toContain(PAIR_TWO.trainer.pan);
  });

  it('shows no one a user’s e-mail, phone, address, KYC numbers or payment ids they may not see', () => {
    const secrets = [
      ...secretsOf(pairOne, PAIR_ONE, { client: 'clientA', trainer: 'trainerT1' }),
      ...secretsOf(pairTwo, PAIR_TWO, { client: 'clientB', trainer: 'trainerT2' }),
    ];
    const leaks = answers
      // the development mailbox shows every mail, as it is for (never served in production)
      .filter((answer) => answer.route.access !== 'dev-only')
      .flatMap((answer) =>
        secrets
          .filter(
            (secret) => !secret.readers.includes(answer.role) && answer.body.includes(secret.value),
          )
          .map((secret) => ({ route: key(answer.route), role: answer.role, shows: secret.what })),
      );
    expect(leaks).toEqual([]);
  });
});

function messageOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
}

interface Secret {
  what: string;
  value: string;
  readers: Role[];
}

function secretsOf(
  pair: ClientAndTrainer,
  details: PairDetails,
  { client, trainer }: { client: Role; trainer: Role },
): Secret[] {
  // The client's trainer sees whom they train, where (a home session) and the payment they
  // share; an admin reviewing a trainer's KYC sees their e-mail, and the full Aadhaar and PAN
  // printed on a document beside it. No one ever sees a bank account number in full.
  const clientAndTrainer: Role[] = [client, trainer];
  return [
    { what: `${client}'s e-mail`, value: details.client.email, readers: clientAndTrainer },
    { what: `${client}'s phone`, value: details.client.phone, readers: clientAndTrainer },
    { what: `${client}'s address`, value: details.client.address, readers: clientAndTrainer },
    { what: `${client}'s order id`, value: pair.payment.orderId, readers: clientAndTrainer },
    { what: `${client}'s payment id`, value: pair.payment.paymentId, readers: clientAndTrainer },
    { what: `${trainer}'s e-mail`, value: details.trainer.email, readers: [trainer, 'admin'] },
    { what: `${trainer}'s phone`, value: details.trainer.phone, readers: [trainer] },
    { what: `${trainer}'s Aadhaar`, value: details.trainer.aadhaar, readers: ['admin'] },
    { what: `${trainer}'s PAN`, value: details.trainer.pan, readers: ['admin'] },
    { what: `${trainer}'s bank account`, value: details.trainer.bankAccount, readers: [] },
  ];
}
