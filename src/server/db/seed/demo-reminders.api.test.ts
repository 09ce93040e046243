import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJobOnce } from '#server/jobs/job-runner.ts';
import { createDemoContext, signInAsDemo } from '#server/test/demo-context.ts';
import type { TestContext } from '#server/test/test-app.ts';
import { notificationPreference, sessionReminder, user } from '../schema';
import { DEMO_ACCOUNTS } from './build-demo-data';

// Thursday 26 November 2026, 1:25 PM IST.
const NOW = new Date('2026-11-26T07:55:00.000Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createDemoContext(NOW);
}, 120_000);
afterAll(() => ctx.close());

const signIn = (email: string) => signInAsDemo(ctx, email);

describe('demo reminders', () => {
  it('has the demo client on e-mail and WhatsApp, the trainer on e-mail, and past reminders', async () => {
    const client = await ctx.request({
      method: 'GET',
      url: '/api/me/notifications',
      token: await signIn(DEMO_ACCOUNTS.client),
    });
    expect(client.json().data).toMatchObject({ email: true, whatsapp: true, push: false });
    expect(client.json().data.whatsappNumber).toMatch(/^\+91[6-9]\d{9}$/);
    expect(client.json().data.whatsappOptedInAt).not.toBeNull();
    const trainer = await ctx.request({
      method: 'GET',
      url: '/api/me/notifications',
      token: await signIn(DEMO_ACCOUNTS.trainer),
    });
    expect(trainer.json().data).toMatchObject({ email: true, whatsapp: false });
    expect((await ctx.database.db.select().from(sessionReminder)).length).toBeGreaterThan(4);
  });

  it('sends the demo client the next day’s reminders on the first run', async () => {
    const job = ctx.app.jobs.find((candidate) => candidate.name === 'send-session-reminders')!;
    await runJobOnce(ctx.database.db, job, NOW);
    const mails = await ctx.request({
      method: 'GET',
      url: `/api/dev/outbox?to=${DEMO_ACCOUNTS.client}`,
    });
    const subjects = mails.json().data.map((mail: { subject: string }) => mail.subject);
    expect(subjects.length).toBeGreaterThanOrEqual(1);
    for (const subject of subjects) {
      expect(subject).toMatch(
        /^Reminder: your session with .+, (Thu 26|Fri 27) Nov, \d+:00 (AM|PM)$/,
      );
    }
    const [preference] = await ctx.database.db
      .select({ number: notificationPreference.whatsappNumber })
      .from(notificationPreference)
      .innerJoin(user, eq(user.id, notificationPreference.userId))
      .where(eq(user.email, DEMO_ACCOUNTS.client));
    const whatsapp = await ctx.request({
      method: 'GET',
      url: `/api/dev/whatsapp-outbox?to=${encodeURIComponent(preference!.number!)}`,
    });
    expect(whatsapp.json().data).toHaveLength(subjects.length);
    expect(whatsapp.json().data[0].template).toBe('reminderDay');
  });
});
