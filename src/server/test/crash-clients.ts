import http from 'node:http';
import { SIGN_UP_AGREEMENTS } from '#shared/privacy.ts';
import type { ApiProcess } from './api-process';
import { TEST_PASSWORD } from './test-app';

/** Visits per account: its chat messages stay under the per-sender limit of the frozen clock. */
const ACCOUNT_JOURNEYS = 5;

export const WRITE_KINDS = [
  'signUps',
  'holds',
  'orders',
  'payments',
  'reviews',
  'messages',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field below
  body: any;
}

/** The connection failed: the server was killed before it answered, or while it did. */
class ServerGone extends Error {
  constructor(readonly inFlight: boolean) {
    super(inFlight ? 'the server went away mid-request' : 'the server was not there');
  }
}

/**
 * One request, as a browser on the site sends it (better-auth refuses a request without its
 * origin). `from`: the loopback address the client connects from (127.0.0.2 and up), so that
 * each client is an address of its own to the per-address limits, as people are.
 */
function call(
  url: string,
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown; from?: string } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    origin: url,
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${pathname}`,
      { method, headers, localAddress: options.from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => reject(new ServerGone(true)));
        response.on('end', () => {
          try {
            const text = Buffer.concat(chunks).toString();
            resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null });
          } catch {
            reject(new ServerGone(true));
          }
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(new ServerGone(error.code !== 'ECONNREFUSED')),
    );
    request.end(payload);
  });
}

interface Slot {
  trainerId: string;
  date: string;
  timeSlot: string;
}

interface Acknowledged {
  kind: WriteKind;
  what: string;
  /** Whether the write is there, read back through the API of a running server. */
  isThere: (url: string) => Promise<boolean>;
}

/**
 * Clients that keep writing to a server that may be killed at any moment: each signs up (again
 * every few visits), holds a slot of its own, usually pays for it and writes to the trainer,
 * and now and then reviews a past session. Every write answered with its 2xx is remembered, to be found later;
 * a write cut by the kill is only counted. After a kill a client waits for the next server.
 */
export function startCrashClients(options: {
  count: number;
  server: () => Promise<ApiProcess>;
  random: () => number;
  slots: Slot[];
  pastSessions: { bookingId: string; token: string }[];
}) {
  const { random } = options;
  const slots = [...options.slots];
  const pastSessions = [...options.pastSessions];
  const acknowledged: Acknowledged[] = [];
  const unexpected: string[] = [];
  let cutInFlight = 0;
  let stopping = false;
  let journeys = 0;
  let addresses = 0;
  /** 127.0.0.2, 127.0.0.3, …: every loopback address reaches the server on Linux. */
  const nextAddress = () => {
    const n = addresses++;
    return `127.0.${Math.floor(n / 250)}.${(n % 250) + 2}`;
  };

  async function write(
    kind: WriteKind,
    expected: number,
    ...request: Parameters<typeof call>
  ): Promise<Answer> {
    let answer: Answer;
    try {
      answer = await call(...request);
    } catch (error) {
      if (error instanceof ServerGone && error.inFlight) cutInFlight += 1;
      throw error;
    }
    if (answer.status !== expected) {
      throw new Error(
        `${kind}: ${request[1]} ${request[2]} answered ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
    return answer;
  }

  async function review(url: string, label: number) {
    const past = pastSessions.shift();
    if (!past) return;
    const rating = 1 + Math.floor(random() * 5);
    const text = `Review ${label}: steady progress on the squat.`;
    const reviewPath = `/api/bookings/${past.bookingId}/review`;
    await write('reviews', 200, url, 'PUT', reviewPath, {
      token: past.token,
      body: { rating, review: text },
    });
    acknowledged.push({
      kind: 'reviews',
      what: `review of ${past.bookingId}`,
      isThere: async (at) => {
        const { data } = (await call(at, 'GET', `/api/bookings/${past.bookingId}`, past)).body;
        return data?.rating === rating && data?.review === text;
      },
    });
  }

  async function signUp(url: string, label: number) {
    const email = `crash.${label}@example.in`;
    const signedUp = await write('signUps', 200, url, 'POST', '/api/auth/sign-up/email', {
      body: {
        email,
        password: TEST_PASSWORD,
        name: 'Crash Client',
        firstName: 'Crash',
        lastName: `${label}`,
        ...SIGN_UP_AGREEMENTS,
      },
    });
    const token: string = signedUp.body.token;
    acknowledged.push({
      kind: 'signUps',
      what: `sign-up of ${email}`,
      isThere: async (at) =>
        (await call(at, 'GET', '/api/auth/profile', { token })).body.data?.email === email,
    });
    return { token, journeys: 0, holdUnpaid: false };
  }

  /** One visit of a client: with the account it signed up with before (for a few visits). */
  async function journey(
    url: string,
    client: {
      address: string;
      account: { token: string; journeys: number; holdUnpaid: boolean } | null;
    },
  ) {
    journeys += 1;
    const label = journeys;
    if (random() < 0.4) await review(url, label);

    // An account may keep one unpaid hold (docs/decisions/0031-scarce-holds-and-paid-chats.md):
    // one that left a hold unpaid, or was cut before paying, makes way for a new account.
    const retired =
      !client.account || client.account.holdUnpaid || client.account.journeys >= ACCOUNT_JOURNEYS;
    if (retired || random() < 0.3) {
      client.account = null;
      client.account = await signUp(url, label);
    }
    const account = client.account!;
    account.journeys += 1;
    const { token } = account;

    const slot = slots.shift();
    if (!slot) return;
    // Before the request: a hold the kill cut off may still have been made.
    account.holdUnpaid = true;
    const held = await write('holds', 201, url, 'POST', '/api/bookings', {
      token,
      from: client.address,
      body: { ...slot, service: 'personal', location: 'gym' },
    });
    const bookingId: string = held.body.data.id;
    const bookingOf = async (at: string) =>
      (await call(at, 'GET', `/api/bookings/${bookingId}`, { token })).body.data;
    acknowledged.push({
      kind: 'holds',
      what: `hold ${bookingId}`,
      isThere: async (at) => (await bookingOf(at))?.id === bookingId,
    });
    if (random() < 0.25) return;

    const ordered = await write('orders', 200, url, 'POST', '/api/payment/create-order', {
      token,
      from: client.address,
      body: { bookingId },
    });
    const orderId: string = ordered.body.data.orderId;
    acknowledged.push({
      kind: 'orders',
      what: `order ${orderId}`,
      isThere: async (at) =>
        (await call(at, 'GET', `/api/payment/details/${bookingId}`, { token })).body.data
          ?.orderId === orderId,
    });
    const checkout = await call(url, 'POST', '/api/payment/sandbox/complete', {
      token,
      from: client.address,
      body: { orderId, outcome: 'success', method: 'upi' },
    });
    await write('payments', 200, url, 'POST', '/api/payment/verify', {
      token,
      from: client.address,
      body: { bookingId, ...checkout.body.data },
    });
    account.holdUnpaid = false;
    acknowledged.push({
      kind: 'payments',
      what: `payment of ${bookingId}`,
      isThere: async (at) => {
        const seen = await bookingOf(at);
        return seen?.status === 'confirmed' && seen.paymentStatus === 'paid';
      },
    });
    if (random() < 0.25) return;

    const opened = await call(url, 'POST', `/api/chat/booking/${bookingId}`, {
      token,
      from: client.address,
    });
    const chatId: string = opened.body.data.chat_id;
    const sent = await write('messages', 201, url, 'POST', `/api/chat/${chatId}/messages`, {
      token,
      from: client.address,
      body: { message: `See you on ${slot.date} at ${slot.timeSlot}` },
    });
    const messageId: string = sent.body.data.id;
    acknowledged.push({
      kind: 'messages',
      what: `message ${messageId}`,
      isThere: async (at) => {
        const page = await call(at, 'GET', `/api/chat/${chatId}/messages?limit=50`, { token });
        return (page.body.data ?? []).some((message: { id: string }) => message.id === messageId);
      },
    });
  }

  async function client() {
    const state: Parameters<typeof journey>[1] = { address: nextAddress(), account: null };
    while (!stopping) {
      const running = await options.server().catch(() => null);
      if (!running || stopping) return;
      try {
        await journey(running.url, state);
      } catch (error) {
        if (error instanceof ServerGone) continue;
        unexpected.push(String(error));
        return;
      }
      if (slots.length === 0) return;
    }
  }

  const clients = Array.from({ length: options.count }, client);

  return {
    unexpected,
    get cutInFlight() {
      return cutInFlight;
    },
    async stop() {
      stopping = true;
      await Promise.all(clients);
    },
    /** Reads every acknowledged write back; answers the counts and those not found. */
    async findLost(url: string) {
      const counts: Partial<Record<WriteKind, number>> = {};
      const lost: string[] = [];
      for (let start = 0; start < acknowledged.length; start += 8) {
        await Promise.all(
          acknowledged.slice(start, start + 8).map(async (write) => {
            counts[write.kind] = (counts[write.kind] ?? 0) + 1;
            if (!(await write.isThere(url))) lost.push(write.what);
          }),
        );
      }
      return { acknowledged: counts, lost };
    },
  };
}
export type CrashClients = ReturnType<typeof startCrashClients>;
