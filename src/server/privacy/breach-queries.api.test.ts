import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#server/db/rows.ts';
import { submittedKyc } from '#server/features/kyc/kyc-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';

/** docs/operations/breach.md: every query of the plan runs against this schema. */
const PLAN = readFileSync(new URL('../../../docs/operations/breach.md', import.meta.url), 'utf8');
const QUERIES = [...PLAN.matchAll(/```sql\n([\s\S]*?)```/g)].map((match) =>
  (match[1] ?? '')
    .split('\n')
    .map((line) => line.trimStart())
    .join('\n'),
);

let ctx: TestContext;
let trainerEmail: string;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-02T04:30:00.000Z' });
  trainerEmail = (await submittedKyc(ctx, 'Meera')).email;
});
afterAll(() => ctx.close());

class RolledBack extends Error {}

describe('the breach plan’s queries', () => {
  it('has the queries the plan promises', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(10);
  });

  it.each(QUERIES.map((query, index) => [index + 1, query] as const))(
    'runs query %i as written',
    async (_index, query) => {
      // the containment statements change data: each query runs in a transaction rolled back
      await expect(
        ctx.database.db.transaction(async (tx) => {
          await executeRows(tx, sql.raw(query));
          throw new RolledBack();
        }),
      ).rejects.toBeInstanceOf(RolledBack);
    },
  );

  it('finds the trainer whose documents are in the KYC prefix', async () => {
    const query = QUERIES.find((text) => text.includes("like 'private/kyc/%'"));
    const rows = await executeRows<{ email: string }>(ctx.database.db, sql.raw(query ?? ''));
    expect(rows.map((row) => row.email)).toContain(trainerEmail);
  });
});
