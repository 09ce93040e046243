import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoContext, signInAsDemo } from '#server/test/demo-context.ts';
import type { TestContext } from '#server/test/test-app.ts';
import { EXPORT_MESSAGES } from '#shared/data-export-api.ts';
import { personalDataAccess, user } from '../schema';
import { DEMO_ACCOUNTS } from './build-demo-data';

// Thursday 26 November 2026, 1:25 PM IST.
const NOW = new Date('2026-11-26T07:55:00.000Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createDemoContext(NOW);
}, 120_000);
afterAll(() => ctx.close());

describe('demo data exports', () => {
  it("shows the demo client an expired copy in their history, and the admin's log the export", async () => {
    const token = await signInAsDemo(ctx, DEMO_ACCOUNTS.client);
    const copies = await ctx.request({ method: 'GET', url: '/api/privacy/exports', token });
    expect(copies.json().data).toEqual([
      expect.objectContaining({
        status: 'expired',
        requestedAt: '2026-11-16T07:55:00.000Z',
        downloadUrl: null,
      }),
    ]);
    const [client] = await ctx.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, DEMO_ACCOUNTS.client));
    const log = await ctx.database.db
      .select()
      .from(personalDataAccess)
      .where(eq(personalDataAccess.subjectId, client?.id ?? ''));
    expect(log).toEqual([expect.objectContaining({ action: 'data-exported' })]);

    // and a new copy can be asked for at once
    const again = await ctx.request({ method: 'POST', url: '/api/privacy/exports', token });
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toBe(EXPORT_MESSAGES.requested);
  });
});
