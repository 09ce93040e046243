import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvent } from '#server/db/schema.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { runJobOnce } from './job-runner';
import { pruneDeliveredOutbox } from './prune-delivered-outbox';

const NOW = new Date('2026-03-02T04:30:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60_000);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());

describe('pruning delivered outbox events', () => {
  it('deletes events delivered more than 30 days ago and keeps the rest', async () => {
    const event = (name: string, createdDaysAgo: number, deliveredDaysAgo: number | null) => ({
      id: `${name}-${randomUUID()}`,
      kind: 'mail',
      payload: { kind: 'mail', message: { to: `${name}@example.in`, subject: name, text: name } },
      createdAt: daysAgo(createdDaysAgo),
      nextAttemptAt: daysAgo(createdDaysAgo),
      attempts: deliveredDaysAgo === null ? 20 : 1,
      deliveredAt: deliveredDaysAgo === null ? null : daysAgo(deliveredDaysAgo),
    });
    await ctx.database.db
      .insert(outboxEvent)
      .values([event('old', 40, 31), event('recent', 40, 29), event('abandoned', 90, null)]);
    await runJobOnce(ctx.database.db, pruneDeliveredOutbox, NOW);
    const left = await ctx.database.db.select({ id: outboxEvent.id }).from(outboxEvent);
    expect(left.map((row) => row.id.split('-')[0]).sort()).toEqual(['abandoned', 'recent']);

    await runJobOnce(ctx.database.db, pruneDeliveredOutbox, daysAgo(-2));
    const later = await ctx.database.db.select({ id: outboxEvent.id }).from(outboxEvent);
    expect(later.map((row) => row.id.split('-')[0])).toEqual(['abandoned']);
  });
});
