import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearerSessionToken, lookUpBearerSession, signedSessionToken } from './bearer-session';
import type { SessionLookup } from './sessions.repository';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const signature = (value: string) => createHmac('sha256', SECRET).update(value).digest();

describe('bearer session tokens (as better-auth’s bearer plugin reads them)', () => {
  it('takes only the signed form, its signature in base64 or base64url, URL-encoded or not', () => {
    const base64 = signature('abc123').toString('base64');
    const base64url = signature('abc123').toString('base64url');
    expect(bearerSessionToken(`Bearer abc123.${base64}`, SECRET)).toBe('abc123');
    expect(bearerSessionToken(`bearer abc123.${base64url}`, SECRET)).toBe('abc123');
    expect(bearerSessionToken(`Bearer ${encodeURIComponent(`abc123.${base64}`)}`, SECRET)).toBe(
      'abc123',
    );
    expect(signedSessionToken('abc123', SECRET)).toBe(`abc123.${base64}`);
  });

  it('refuses the bare token, a forged signature and other schemes', () => {
    expect(bearerSessionToken('Bearer abc123', SECRET)).toBeNull();
    expect(
      bearerSessionToken(`Bearer abc123.${signature('other').toString('base64')}`, SECRET),
    ).toBeNull();
    expect(bearerSessionToken('Bearer abc123.', SECRET)).toBeNull();
    expect(
      bearerSessionToken(`Basic abc123.${signature('abc123').toString('base64')}`, SECRET),
    ).toBeNull();
    expect(bearerSessionToken('Bearer   ', SECRET)).toBeNull();
  });

  it('answers from one read, and leaves expired and due-for-extension sessions to better-auth', async () => {
    const now = new Date('2026-03-02T04:30:00.000Z');
    const user = {
      id: 'u1',
      email: 'asha@example.in',
      name: 'Asha Verma',
      firstName: 'Asha',
      lastName: 'Verma',
      role: 'user' as const,
      image: null,
      profileImageUrl: null,
      trainerId: null,
    };
    const repository = (expiresAt: Date | null): SessionLookup => ({
      findByToken: async () => (expiresAt ? { expiresAt, user } : null),
    });
    const day = 86_400_000;
    expect(
      await lookUpBearerSession(repository(new Date(now.getTime() + 6.5 * day)), 't', now),
    ).toEqual({
      kind: 'user',
      user,
    });
    expect(
      await lookUpBearerSession(repository(new Date(now.getTime() + 5 * day)), 't', now),
    ).toEqual({
      kind: 'refresh',
    });
    expect(await lookUpBearerSession(repository(now), 't', now)).toEqual({ kind: 'none' });
    expect(await lookUpBearerSession(repository(null), 't', now)).toEqual({ kind: 'none' });
  });
});
