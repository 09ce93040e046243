import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoContext, signInAsDemo } from '#server/test/demo-context.ts';
import type { TestContext } from '#server/test/test-app.ts';
import type { PersonalDataAccessEntry } from '#shared/personal-data-access.ts';
import { DEMO_ACCOUNTS } from './build-demo-data';

// Thursday 26 November 2026, 1:25 PM IST.
const NOW = new Date('2026-11-26T07:55:00.000Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createDemoContext(NOW);
}, 120_000);
afterAll(() => ctx.close());

describe('demo personal data access', () => {
  it('shows the demo admin the KYC documents they opened and the numbers revealed', async () => {
    const response = await ctx.request({
      method: 'GET',
      url: '/api/admin/personal-data-access',
      token: await signInAsDemo(ctx, DEMO_ACCOUNTS.admin),
    });
    expect(response.statusCode).toBe(200);
    const entries: PersonalDataAccessEntry[] = response.json().data.entries;
    expect(entries.length).toBeGreaterThanOrEqual(6);
    const actions = new Set(entries.map((entry) => entry.action));
    expect(actions).toContain('kyc-document-viewed');
    expect(actions).toContain('kyc-numbers-revealed');
    const kyc = entries.filter((entry) => entry.action.startsWith('kyc-'));
    expect(kyc.length).toBeGreaterThanOrEqual(6);
    for (const entry of kyc) {
      expect(entry.actor.kind).toBe('admin');
      expect(entry.actor.name).toBeTruthy();
      expect(entry.subject.name).toBeTruthy();
      expect(new Date(entry.at).getTime()).toBeLessThan(NOW.getTime());
    }
    const times = entries.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
