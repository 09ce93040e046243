import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoContext, signInAsDemo } from '#server/test/demo-context.ts';
import type { TestContext } from '#server/test/test-app.ts';
import { DELETION_MESSAGES as M } from '#shared/account-deletion-api.ts';
import { accountDeletion, personalDataAccess, trainer, user } from '../schema';
import { DEMO_ACCOUNTS } from './build-demo-data';

// Thursday 26 November 2026, 1:25 PM IST.
const NOW = new Date('2026-11-26T07:55:00.000Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createDemoContext(NOW);
}, 120_000);
afterAll(() => ctx.close());

const signIn = (email: string) => signInAsDemo(ctx, email);

describe('demo account deletions', () => {
  it('shows the demo trainer a former client: "Former client" on a review, "Deleted user" in chat', async () => {
    const db = ctx.database.db;
    const [trainerUser] = await db.select().from(user).where(eq(user.email, DEMO_ACCOUNTS.trainer));
    const [profile] = await db
      .select({ id: trainer.id })
      .from(trainer)
      .where(eq(trainer.userId, trainerUser?.id ?? ''));
    const reviews = await ctx.request({
      method: 'GET',
      url: `/api/trainers/${profile?.id}/reviews?limit=50`,
    });
    expect(reviews.statusCode, reviews.body).toBe(200);
    expect(reviews.body).toContain(`"name":"${M.formerClient}"`);

    const chats = await ctx.request({
      method: 'GET',
      url: '/api/chat',
      token: await signIn(DEMO_ACCOUNTS.trainer),
    });
    expect(chats.statusCode, chats.body).toBe(200);
    expect(chats.body).toContain(`"name":"${M.deletedUser}"`);
  });

  it('has one completed deletion in the access log and one due in five days', async () => {
    const db = ctx.database.db;
    const rows = await db.select().from(accountDeletion);
    const completed = rows.filter((row) => row.completedAt);
    const open = rows.filter((row) => !row.completedAt && !row.cancelledAt);
    expect(completed).toHaveLength(1);
    expect(open.map((row) => row.dueAt)).toEqual([new Date(NOW.getTime() + 5 * 86_400_000)]);
    const [former] = await db
      .select()
      .from(user)
      .where(eq(user.id, completed[0]?.userId ?? ''));
    expect(former?.anonymisedAt).not.toBeNull();
    expect(former?.email).toMatch(/@anonymised\.invalid$/);
    const logged = await db
      .select()
      .from(personalDataAccess)
      .where(eq(personalDataAccess.action, 'account-deleted'));
    expect(logged).toMatchObject([{ subjectId: former?.id, actorId: null }]);
  });
});
