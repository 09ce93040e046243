import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#server/db/schema.ts';
import { submittedKyc } from '#server/features/kyc/kyc-scenarios.ts';
import { signUpAdmin } from '#server/test/accounts.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { PERSONAL_DATA_ACCESS_MESSAGES } from '#shared/personal-data-access.ts';
import { recordPersonalDataAccess } from './personal-data-access.repository';

// Monday 2 March 2026, 10:00 IST.
const NOW = new Date('2026-03-02T04:30:00.000Z');
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());

const list = (token: string, query = '') =>
  ctx.request({ method: 'GET', url: `/api/admin/personal-data-access${query}`, token });

describe('the admin’s record of who reached whose data', () => {
  it('lists document views, reveals, exports and deletions, newest first, with who and whose', async () => {
    const admin = await signUpAdmin(ctx, { firstName: 'Anita', lastName: 'Rao' });
    const trainer = await submittedKyc(ctx, 'Meera');
    const client = await ctx.signUp({ firstName: 'Bela', lastName: 'Shah' });
    const leaver = await ctx.signUp({ firstName: 'Chitra', lastName: 'Nair' });

    ctx.clock.set(minutesLater(1));
    const opened = await ctx.request({
      method: 'GET',
      url: `/api/admin/kyc/${trainer.trainerId}/documents/aadhaarFrontImage`,
      token: admin.token,
    });
    expect(opened.statusCode).toBe(200);
    await recordPersonalDataAccess(ctx.database.db, {
      actorId: client.userId,
      subjectId: client.userId,
      action: 'data-exported',
      at: minutesLater(2),
    });
    await recordPersonalDataAccess(ctx.database.db, {
      actorId: null,
      subjectId: leaver.userId,
      action: 'account-deleted',
      at: minutesLater(3),
    });
    await ctx.database.db
      .update(user)
      .set({ anonymisedAt: minutesLater(3), firstName: '', lastName: '', name: 'Deleted user' })
      .where(eq(user.id, leaver.userId));

    const response = await list(admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { entries, totalCount } = response.json().data;
    expect(totalCount).toBe(4);
    expect(entries).toEqual([
      {
        id: expect.any(String),
        action: 'account-deleted',
        detail: null,
        actor: { kind: 'system', name: null },
        subject: { userId: leaver.userId, name: null, anonymised: true },
        at: minutesLater(3).toISOString(),
      },
      {
        id: expect.any(String),
        action: 'data-exported',
        detail: null,
        actor: { kind: 'person', name: null },
        subject: { userId: client.userId, name: 'Bela Shah', anonymised: false },
        at: minutesLater(2).toISOString(),
      },
      expect.objectContaining({
        action: expect.stringMatching(/^kyc-(document-viewed|numbers-revealed)$/),
      }),
      expect.objectContaining({
        action: expect.stringMatching(/^kyc-(document-viewed|numbers-revealed)$/),
      }),
    ]);
    const kyc = entries
      .slice(2)
      .map((entry: { action: string; detail: string }) => [entry.action, entry.detail]);
    expect(kyc.sort()).toEqual([
      ['kyc-document-viewed', 'Aadhaar card (front)'],
      ['kyc-numbers-revealed', 'Aadhaar number'],
    ]);
    for (const entry of entries.slice(2)) {
      expect(entry).toMatchObject({
        actor: { kind: 'admin', name: 'Anita Rao' },
        subject: { userId: trainer.userId, name: 'Meera Iyer', anonymised: false },
        at: minutesLater(1).toISOString(),
      });
    }

    const second = (await list(admin.token, '?page=2&limit=3')).json().data;
    expect(second.totalCount).toBe(4);
    expect(second.entries).toHaveLength(1);
    expect(entries.map((entry: { id: string }) => entry.id)).toContain(second.entries[0].id);
    const firstPage = (await list(admin.token, '?page=1&limit=3')).json().data.entries;
    expect(firstPage.map((entry: { id: string }) => entry.id)).not.toContain(second.entries[0].id);
  });

  it('refuses a page or limit out of range with the catalogue’s message', async () => {
    const admin = await signUpAdmin(ctx);
    const page = await list(admin.token, '?page=0');
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(PERSONAL_DATA_ACCESS_MESSAGES.invalidPage);
    const limit = await list(admin.token, '?limit=500');
    expect(limit.statusCode).toBe(400);
    expect(limit.body).toContain(PERSONAL_DATA_ACCESS_MESSAGES.invalidLimit);
  });
});
