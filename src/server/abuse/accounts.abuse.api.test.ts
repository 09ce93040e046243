import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from '#server/test/api-process.ts';
import { TEST_PASSWORD } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';
import { SIGN_UP_AGREEMENTS } from '#shared/privacy.ts';

/**
 * Issue 24, items 1, 3, 4, 5 and 8, played as an attacker would: over HTTP against a server
 * process of its own, with the production limits (ten sign-ups an hour from one address).
 */
const NOW = '2026-03-02T04:30:00.000Z';
let dataDir: string;
let api: ApiProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kasrat-abuse-accounts-'));
  api = await startApiProcess({ dataDir }, NOW, { SIGN_UPS_PER_ADDRESS_PER_HOUR: '10' });
}, 90_000);
afterAll(async () => {
  api?.process.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  // What each test reads of it: the error's message, the token, the session, the profile.
  body: {
    message?: string;
    token?: string;
    session?: { token: string };
    data?: unknown;
  };
  headers: Headers;
}

async function call(
  method: string,
  url: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { origin: api.url };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${api.url}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  };
}

let accounts = 0;
async function signUp(firstName = 'Asha') {
  accounts += 1;
  const email = `victim${accounts}-${Date.now()}@example.in`;
  const answer = await call('POST', '/api/auth/sign-up/email', {
    body: {
      email,
      password: TEST_PASSWORD,
      name: `${firstName} Verma`,
      firstName,
      ...SIGN_UP_AGREEMENTS,
    },
  });
  expect(answer.status).toBe(200);
  return { email, token: answer.body.token as string };
}

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  // The process delivers its outbox after each request; give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return (await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).body.data as {
    subject: string;
    text: string;
  }[];
}

describe('account takeover through better-auth’s password reset by code (item 1)', () => {
  it('finds every reset path of better-auth closed, and the victim keeps the account', async () => {
    const victim = await signUp();
    for (const url of [
      '/api/auth/forget-password/email-otp',
      '/api/auth/email-otp/request-password-reset',
    ]) {
      const asked = await call('POST', url, { body: { email: victim.email } });
      expect(asked.status).toBe(404);
      expect(asked.body.message).toBe(MESSAGES.routeNotFound('POST', url));
    }
    for (let guess = 0; guess < 30; guess++) {
      const tried = await call('POST', '/api/auth/email-otp/reset-password', {
        body: {
          email: victim.email,
          otp: String(guess).padStart(6, '0'),
          password: 'Taken-Over-1',
        },
      });
      expect(tried.status).toBe(404);
    }
    expect(await mailsTo(victim.email)).toEqual([]);
    expect((await call('GET', '/api/auth/profile', { token: victim.token })).status).toBe(200);
  });

  it('gets a mail that says reset, and a reset signs the old session out', async () => {
    const victim = await signUp();
    const asked = await call('POST', '/api/auth/password-reset/code', {
      body: { email: victim.email },
    });
    expect(asked.status).toBe(200);
    const [mail] = await mailsTo(victim.email);
    expect(mail?.subject).toMatch(/password reset code$/);
    const otp = /\b(\d{6})\b/.exec(mail!.subject)![1];
    const reset = await call('POST', '/api/auth/password-reset', {
      body: { email: victim.email, otp, password: 'Battery-Staple-77' },
    });
    expect(reset.status).toBe(200);
    expect((await call('GET', '/api/auth/profile', { token: victim.token })).status).toBe(401);
  });
});

describe('code floods (item 3)', () => {
  it('mails one code for forty requests sent at once, and answers the rest 429', async () => {
    const { email } = await signUp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call('POST', '/api/auth/email-otp/send-verification-otp', {
          body: { email, type: 'sign-in' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(39);
    expect(answers.find((answer) => answer.status === 429)!.body.message).toMatch(
      /^Too many codes asked for this email or from this network\. Please try again in/,
    );
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('finds the code check without a sign-in closed', async () => {
    const checked = await call('POST', '/api/auth/email-otp/check-verification-otp', {
      body: { email: 'a@example.in', otp: '123456', type: 'sign-in' },
    });
    expect(checked.status).toBe(404);
  });
});

describe('profile writes around our schema (item 5)', () => {
  it('cannot store a name with a line break, an endless name or a script address', async () => {
    const { token } = await signUp('Meera');
    for (const body of [
      { name: 'Meera\r\nBcc: everyone@example.in' },
      { name: 'x'.repeat(500_000) },
      { image: 'javascript:alert(1)' },
    ]) {
      const answer = await call('POST', '/api/auth/update-user', { body, token });
      expect([404, 413]).toContain(answer.status);
    }
    const ours = await call('PUT', '/api/profile', {
      body: { firstName: 'Meera\r\nBcc: everyone@example.in' },
      token,
    });
    expect(ours.status).toBe(400);
    expect(ours.body.message).toBe(MESSAGES.nameHasControlCharacters);
    const profile = await call('GET', '/api/auth/profile', { token });
    expect(profile.body.data).toMatchObject({ fullName: 'Meera Verma', imageUrl: null });
  });
});

describe('session tokens (item 8)', () => {
  it('finds list-sessions closed and no bare token in any answer', async () => {
    const { token } = await signUp();
    expect((await call('GET', '/api/auth/list-sessions', { token })).status).toBe(404);
    const session = await call('GET', '/api/auth/get-session', { token });
    expect(session.body.session?.token).toBe(token);
    expect(token).toContain('.');
  });

  it('is refused the bare token as a bearer', async () => {
    const { token } = await signUp();
    const bare = token.split('.')[0]!;
    const answer = await call('GET', '/api/auth/profile', { token: bare });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(MESSAGES.signInRequired);
  });
});

// Last: it spends the address's sign-ups for the hour.
describe('sign-up floods (item 4)', () => {
  it('is refused after ten sign-ups an hour from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60; attempt++) {
      const answer = await call('POST', '/api/auth/sign-up/email', {
        body: {
          email: `flood${attempt}-${Date.now()}@example.in`,
          password: TEST_PASSWORD,
          name: 'Flood Bot',
          firstName: 'Flood',
          ...SIGN_UP_AGREEMENTS,
        },
      });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body.message).toBe(MESSAGES.tooManySignUps(60));
    }
    // The suite's own accounts came first from the same address.
    expect(statuses.filter((status) => status === 200)).toHaveLength(10 - accounts);
    expect(statuses.slice(10 - accounts).every((status) => status === 429)).toBe(true);
  });
});
