import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvent, user } from '#server/db/schema.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { FAILED_DELIVERY_MESSAGES } from '#shared/failed-deliveries.ts';
import { MAX_DELIVERY_ATTEMPTS } from './outbox-delivery';

const NOW = new Date('2026-03-02T04:30:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
let ctx: TestContext;
let adminToken: string;
let clientToken: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  const admin = await ctx.signUp({ firstName: 'Anita' });
  await ctx.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.userId));
  adminToken = admin.token;
  clientToken = (await ctx.signUp({ firstName: 'Asha' })).token;
});
afterAll(() => ctx.close());

async function mailEvent(
  to: string,
  state: { attempts: number; delivered?: boolean; age: number },
) {
  const id = randomUUID();
  await ctx.database.db.insert(outboxEvent).values({
    id,
    kind: 'mail',
    payload: { kind: 'mail', message: { to, subject: `Hello ${to}`, text: 'Body text' } },
    createdAt: minutesAgo(state.age),
    nextAttemptAt: minutesAgo(1),
    attempts: state.attempts,
    lastError: state.attempts > 0 ? 'connect ECONNREFUSED 10.0.0.5:587' : null,
    deliveredAt: state.delivered ? minutesAgo(state.age - 1) : null,
  });
  return id;
}

const list = (query = '', token = adminToken) =>
  ctx.request({ method: 'GET', url: `/api/admin/deliveries/failed${query}`, token });
const retry = (id: string, token = adminToken) =>
  ctx.request({ method: 'POST', url: `/api/admin/deliveries/${id}/retry`, token });

describe('deliveries that gave up, in the admin console', () => {
  it('lists only events that used every attempt, oldest first, a page at a time', async () => {
    const older = await mailEvent('older@example.in', {
      attempts: MAX_DELIVERY_ATTEMPTS,
      age: 600,
    });
    const newer = await mailEvent('newer@example.in', { attempts: MAX_DELIVERY_ATTEMPTS, age: 60 });
    await mailEvent('trying@example.in', { attempts: 3, age: 30 });
    await mailEvent('sent@example.in', { attempts: 1, delivered: true, age: 30 });

    const all = await list();
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toEqual({
      deliveries: [
        {
          id: older,
          kind: 'mail',
          summary: 'To older@example.in: Hello older@example.in',
          attempts: MAX_DELIVERY_ATTEMPTS,
          lastError: 'connect ECONNREFUSED 10.0.0.5:587',
          createdAt: minutesAgo(600).toISOString(),
        },
        expect.objectContaining({ id: newer }),
      ],
      totalCount: 2,
    });
    expect(JSON.stringify(all.json())).not.toContain('Body text');
    const second = await list('?page=2&limit=1');
    expect(second.json().data.deliveries.map((row: { id: string }) => row.id)).toEqual([newer]);
    expect(second.json().data.totalCount).toBe(2);

    const badPage = await list('?page=0');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toBe(FAILED_DELIVERY_MESSAGES.invalidPage);
  });

  it('keeps the list and the retry to admins', async () => {
    expect((await list('', clientToken)).statusCode).toBe(403);
    const id = await mailEvent('guarded@example.in', { attempts: MAX_DELIVERY_ATTEMPTS, age: 5 });
    expect((await retry(id, clientToken)).statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(outboxEvent).where(eq(outboxEvent.id, id));
    expect(row?.attempts).toBe(MAX_DELIVERY_ATTEMPTS);
  });

  it('sends a given-up event again with a full set of attempts, and it leaves the list', async () => {
    const id = await mailEvent('again@example.in', { attempts: MAX_DELIVERY_ATTEMPTS, age: 5 });
    const response = await retry(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(FAILED_DELIVERY_MESSAGES.retried);
    await ctx.app.outbox.drain();
    const [row] = await ctx.database.db.select().from(outboxEvent).where(eq(outboxEvent.id, id));
    expect(row).toMatchObject({ attempts: 1, deliveredAt: NOW });
    const ids = (await list('?limit=100')).json().data.deliveries.map((r: { id: string }) => r.id);
    expect(ids).not.toContain(id);
  });

  it('refuses to retry an event still being tried, or one it does not know', async () => {
    const trying = await mailEvent('busy@example.in', { attempts: 2, age: 5 });
    const refused = await retry(trying);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(FAILED_DELIVERY_MESSAGES.retryGivenUpOnly);
    const unknown = await retry(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(FAILED_DELIVERY_MESSAGES.notFound);
  });
});
