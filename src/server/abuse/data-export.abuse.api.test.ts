import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExport } from '#server/db/schema.ts';
import {
  listExports,
  requestExport,
  runExportJob,
} from '#server/features/privacy/data-export-scenarios.repository.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { textRenderers } from '#server/test/text-renderers.ts';
import { DATA_EXPORT_REQUESTS_PER_DAY, EXPORT_MESSAGES } from '#shared/data-export-api.ts';

/** docs/product/privacy.md#download-my-data: a copy opens only by its own link, while it lasts. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    now: '2026-03-02T04:30:00.000Z',
    app: { documentRenderers: textRenderers },
  });
});
afterAll(() => ctx.close());

/** A person with a ready copy: its id, its link's token and the link itself. */
async function readyCopy() {
  const person = await ctx.signUp();
  expect((await requestExport(ctx, person.token)).statusCode).toBe(202);
  await runExportJob(ctx, 'build-data-exports');
  const [copy] = (await listExports(ctx, person.token)).json().data;
  expect(copy.status).toBe('ready');
  const token = new URL(copy.downloadUrl, 'http://x').searchParams.get('token') ?? '';
  return { person, id: copy.id as string, token, url: copy.downloadUrl as string };
}

const download = (id: string, token: string) =>
  ctx.request({
    method: 'GET',
    url: `/api/privacy/exports/${encodeURIComponent(id)}/download?token=${encodeURIComponent(token)}`,
  });

describe('a copy of a person’s data under attack', () => {
  it("does not list or open another person's copy, by id or with their own token", async () => {
    const victim = await readyCopy();
    const attacker = await readyCopy();
    const listed = (await listExports(ctx, attacker.person.token)).json().data;
    expect(listed.map((copy: { id: string }) => copy.id)).toEqual([attacker.id]);
    // the attacker's own valid token on the victim's id
    const swapped = await download(victim.id, attacker.token);
    expect(swapped.statusCode).toBe(404);
    expect(swapped.json().message).toBe(EXPORT_MESSAGES.linkInvalid);
    expect((await download(victim.id, '')).statusCode).toBe(400);
    const [row] = await ctx.database.db
      .select()
      .from(dataExport)
      .where(eq(dataExport.id, victim.id));
    expect(row?.downloadedAt).toBeNull();
  });

  it('refuses forged tokens and made-up ids alike', async () => {
    const victim = await readyCopy();
    const flipped = `${victim.token.slice(0, -1)}${victim.token.endsWith('A') ? 'B' : 'A'}`;
    for (const [id, token] of [
      [victim.id, flipped],
      [victim.id, 'a'.repeat(43)],
      [victim.id, victim.token.slice(0, 20)],
      ['00000000-0000-4000-8000-000000000000', victim.token],
      ['../../private/kyc', victim.token],
    ] as const) {
      const answer = await download(id, token);
      expect([400, 404]).toContain(answer.statusCode);
      expect(answer.headers['content-type']).not.toBe('application/zip');
    }
    expect((await download(victim.id, victim.token)).statusCode).toBe(200);
  });

  it('answers 410 to a link replayed after it expired, before and after the file is deleted', async () => {
    const copy = await readyCopy();
    const start = ctx.clock.now();
    try {
      ctx.clock.set(new Date(start.getTime() + 25 * 3_600_000));
      const replay = await ctx.request({ method: 'GET', url: copy.url });
      expect(replay.statusCode).toBe(410);
      expect(replay.json().message).toBe(EXPORT_MESSAGES.linkExpired);
      await runExportJob(ctx, 'expire-data-exports');
      expect((await ctx.request({ method: 'GET', url: copy.url })).statusCode).toBe(410);
      // turning the clock back does not revive a deleted copy
      ctx.clock.set(start);
      expect((await ctx.request({ method: 'GET', url: copy.url })).statusCode).toBe(410);
    } finally {
      ctx.clock.set(start);
    }
  });

  it('builds one copy when two requests race: one 202, one 409', async () => {
    const person = await ctx.signUp();
    const answers = await Promise.all([
      requestExport(ctx, person.token),
      requestExport(ctx, person.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    const rows = await ctx.database.db
      .select()
      .from(dataExport)
      .where(eq(dataExport.userId, person.userId));
    expect(rows).toHaveLength(1);
  });

  it(`allows ${DATA_EXPORT_REQUESTS_PER_DAY} requests a day per account, then 429; others are not slowed`, async () => {
    const flooder = await ctx.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < DATA_EXPORT_REQUESTS_PER_DAY + 3; i += 1) {
      statuses.push((await requestExport(ctx, flooder.token)).statusCode);
      // each request finished, so the next is not refused for being one at a time
      await ctx.database.db
        .update(dataExport)
        .set({ status: 'failed' })
        .where(eq(dataExport.userId, flooder.userId));
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(DATA_EXPORT_REQUESTS_PER_DAY);
    expect(statuses.slice(DATA_EXPORT_REQUESTS_PER_DAY)).toEqual([429, 429, 429]);
    const other = await ctx.signUp();
    expect((await requestExport(ctx, other.token)).statusCode).toBe(202);
  });

  it('floods of guessed links from one address earn 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      statuses.push((await download(`guess-${i}`, `token-${i}`)).statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(20);
  });
});
