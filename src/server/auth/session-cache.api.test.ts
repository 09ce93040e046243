import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';

// Bearer sessions are remembered in memory (session-cache): these show that a change to a
// session or its user counts on the very next request, whoever made it (signing out:
// features/account/auth.api.test.ts).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const profile = (token: string) => ctx.request({ method: 'GET', url: '/api/auth/profile', token });

describe('remembered sessions', () => {
  it('stop working at once when the session is removed behind the app', async () => {
    const { token, userId } = await ctx.signUp();
    expect((await profile(token)).statusCode).toBe(200);
    await ctx.database.db.delete(session).where(eq(session.userId, userId));
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('carry a change to the user, such as a new name, into the next request', async () => {
    const { token, userId } = await ctx.signUp({ firstName: 'Asha' });
    expect((await profile(token)).json().data).toMatchObject({ firstName: 'Asha' });
    await ctx.database.db.update(user).set({ firstName: 'Ashwini' }).where(eq(user.id, userId));
    expect((await profile(token)).json().data).toMatchObject({ firstName: 'Ashwini' });
  });
});
