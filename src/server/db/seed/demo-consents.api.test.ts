import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoContext, signInAsDemo } from '#server/test/demo-context.ts';
import type { TestContext } from '#server/test/test-app.ts';
import type { ConsentState } from '#shared/privacy.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-messages.ts';
import { DEMO_ACCOUNTS } from './build-demo-data';

// Thursday 26 November 2026, 1:25 PM IST.
const NOW = new Date('2026-11-26T07:55:00.000Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createDemoContext(NOW);
}, 120_000);
afterAll(() => ctx.close());

async function consentsOf(email: string): Promise<ConsentState> {
  const token = await signInAsDemo(ctx, email);
  const response = await ctx.request({ method: 'GET', url: '/api/privacy/consents', token });
  return response.json().data as ConsentState;
}

describe('demo consents (docs/product/privacy.md#consent)', () => {
  it('shows the demo client a withdrawal in the history, and the notice agreed', async () => {
    const state = await consentsOf(DEMO_ACCOUNTS.client);
    expect(state.noticeOutdated).toBe(false);
    expect(state.agreedNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(state.current).toEqual({ analytics: true, marketing: false });
    const marketing = state.history.find((row) => row.purpose === 'marketing');
    expect(marketing?.withdrawnAt).toBe('2026-11-21T07:55:00.000Z');
  });

  it('has the trainer and the admin agreed to the notice, nothing optional', async () => {
    for (const email of [DEMO_ACCOUNTS.trainer, DEMO_ACCOUNTS.admin]) {
      const state = await consentsOf(email);
      expect(state.history.map((row) => row.purpose)).toEqual(['notice']);
      expect(state.noticeOutdated).toBe(false);
    }
  });

  it('has every demo person confirmed as an adult', async () => {
    const users = await ctx.database.db.query.user.findMany({
      columns: { adultConfirmedAt: true },
    });
    expect(users.length).toBeGreaterThan(100);
    expect(users.filter((row) => row.adultConfirmedAt === null)).toEqual([]);
  });
});
