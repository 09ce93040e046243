import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, sessionReminder } from '#server/db/schema.ts';
import { confirmedSession, reminderPair } from '#server/features/reminders/reminder-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { istInstant } from '#shared/ist.ts';
import { runJobOnce } from './job-runner';
import { sendSessionReminders } from './send-session-reminders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-01T04:30:00.000Z' });
});
afterAll(() => ctx.close());

const job = () => sendSessionReminders({ publicUrl: ctx.config.publicUrl });

/** One run of the job at `at` (under its lock, as the job runner runs it). */
async function runAt(at: Date) {
  ctx.clock.set(at);
  return runJobOnce(ctx.database.db, job(), at);
}

async function mailsTo(email: string) {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}&limit=100`,
  });
  return response.json().data as { subject: string; text: string }[];
}

async function whatsappTo(number: string) {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/dev/whatsapp-outbox?to=${encodeURIComponent(number)}&limit=100`,
  });
  return response.json().data as {
    to: string;
    template: string;
    templateName: string;
    parameters: string[];
  }[];
}

const ist = (date: string, hour: number, minute = 0) => istInstant(date, hour, minute);

describe('send-session-reminders job', () => {
  it('reminds both parties a day and an hour ahead, once each, the hour one with the join link', async () => {
    const pair = await reminderPair(ctx);
    await ctx.request({
      method: 'PUT',
      url: '/api/me/notifications',
      token: pair.client.token,
      payload: { email: true, whatsapp: true, whatsappNumber: '+91 98200 11111', push: false },
    });
    const startsAt = ist('2026-03-03', 18); // Tue 3 Mar, 6:00 PM IST
    const session = await confirmedSession(ctx, pair, startsAt);

    await runAt(ist('2026-03-02', 17, 59));
    expect(await mailsTo(pair.client.email)).toEqual([]);

    await runAt(ist('2026-03-02', 18));
    await runAt(ist('2026-03-02', 18, 1));
    const [clientDay, ...moreClient] = await mailsTo(pair.client.email);
    expect(moreClient).toEqual([]);
    expect(clientDay!.subject).toBe('Reminder: your session with Arjun Mehta, Tue 3 Mar, 6:00 PM');
    expect(clientDay!.text).toContain('Hello Asha,');
    expect(clientDay!.text).not.toContain(session.meetingUrl);
    const [trainerDay, ...moreTrainer] = await mailsTo(pair.trainerUser.email);
    expect(moreTrainer).toEqual([]);
    expect(trainerDay!.subject).toBe('Reminder: your session with Asha Verma, Tue 3 Mar, 6:00 PM');
    const [whatsappDay, ...moreWhatsapp] = await whatsappTo('+919820011111');
    expect(moreWhatsapp).toEqual([]);
    expect(whatsappDay).toMatchObject({
      to: '+919820011111',
      template: 'reminderDay',
      templateName: 'session_reminder_day',
    });
    expect(whatsappDay!.parameters.slice(0, 4)).toEqual([
      'Asha',
      'Online Training',
      'Arjun Mehta',
      'Tue 3 Mar, 6:00 PM',
    ]);

    await runAt(ist('2026-03-03', 16, 59));
    expect(await mailsTo(pair.client.email)).toHaveLength(1);
    await runAt(ist('2026-03-03', 17));
    await runAt(ist('2026-03-03', 17, 30));
    const [clientHour] = await mailsTo(pair.client.email);
    expect(await mailsTo(pair.client.email)).toHaveLength(2);
    expect(clientHour!.subject).toBe('Starting soon: your session with Arjun Mehta at 6:00 PM');
    expect(clientHour!.text).toContain(`Join online: ${session.meetingUrl}`);
    expect(await mailsTo(pair.trainerUser.email)).toHaveLength(2);
    const [whatsappHour] = await whatsappTo('+919820011111');
    expect(whatsappHour!.template).toBe('reminderHour');
    expect(whatsappHour!.parameters).toContain(`Join online: ${session.meetingUrl}`);

    const rows = await ctx.database.db
      .select()
      .from(sessionReminder)
      .where(eq(sessionReminder.bookingId, session.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(['day', 'hour']);
  });

  it('holds the day reminder through the quiet hours until 07:00 IST', async () => {
    const pair = await reminderPair(ctx);
    const startsAt = ist('2026-03-05', 18);
    await confirmedSession(ctx, pair, startsAt, 'personal');
    // booked late in the evening: 22:00 to 06:59 IST sends nothing, across midnight
    for (const at of [ist('2026-03-04', 22), ist('2026-03-05', 0), ist('2026-03-05', 6, 59)]) {
      await runAt(at);
      expect(await mailsTo(pair.client.email)).toEqual([]);
    }
    await runAt(ist('2026-03-05', 7));
    const [mail] = await mailsTo(pair.client.email);
    expect(mail!.subject).toBe('Reminder: your session with Arjun Mehta, Thu 5 Mar, 6:00 PM');
    expect(mail!.text).toContain('Where: At the gym: Bandra Strength Club');
  });

  it('drops a held day reminder when the session is near by 07:00, and still sends the hour one at night', async () => {
    const pair = await reminderPair(ctx);
    await confirmedSession(ctx, pair, ist('2026-03-07', 8));
    const night = await reminderPair(ctx);
    await confirmedSession(ctx, night, ist('2026-03-06', 23, 30));
    await runAt(ist('2026-03-06', 22, 30));
    expect((await mailsTo(night.client.email)).map((mail) => mail.subject)).toEqual([
      'Starting soon: your session with Arjun Mehta at 11:30 PM',
    ]);
    await runAt(ist('2026-03-07', 7));
    expect((await mailsTo(pair.client.email)).map((mail) => mail.subject)).toEqual([
      'Starting soon: your session with Arjun Mehta at 8:00 AM',
    ]);
  });

  it('sends nothing for a cancelled session', async () => {
    const pair = await reminderPair(ctx);
    const session = await confirmedSession(ctx, pair, ist('2026-03-10', 18));
    await ctx.database.db
      .update(booking)
      .set({ status: 'cancelled', cancelledAt: ist('2026-03-08', 10), cancelledBy: 'client' })
      .where(eq(booking.id, session.id));
    await runAt(ist('2026-03-09', 18));
    await runAt(ist('2026-03-10', 17, 15));
    expect(await mailsTo(pair.client.email)).toEqual([]);
    expect(await mailsTo(pair.trainerUser.email)).toEqual([]);
  });

  it('reminds a moved session again for its new start', async () => {
    const pair = await reminderPair(ctx);
    const session = await confirmedSession(ctx, pair, ist('2026-03-12', 18));
    await runAt(ist('2026-03-11', 18));
    expect(await mailsTo(pair.client.email)).toHaveLength(1);
    // moved to Friday 7:00 AM (as a reschedule writes it)
    const moved = ist('2026-03-13', 7);
    await ctx.database.db
      .update(booking)
      .set({
        startsAt: moved,
        endsAt: ist('2026-03-13', 8),
        sessionDate: '2026-03-13',
        timeSlot: '7:00 AM',
        sequence: 1,
      })
      .where(eq(booking.id, session.id));
    // half an hour before the old start: no hour reminder for it, the new start's day one instead
    await runAt(ist('2026-03-12', 17, 30));
    const [day, ...earlier] = await mailsTo(pair.client.email);
    expect(earlier).toHaveLength(1);
    expect(day!.subject).toBe('Reminder: your session with Arjun Mehta, Fri 13 Mar, 7:00 AM');
    await runAt(ist('2026-03-13', 6, 5));
    const [hour] = await mailsTo(pair.client.email);
    expect(hour!.subject).toBe('Starting soon: your session with Arjun Mehta at 7:00 AM');
    expect(await mailsTo(pair.client.email)).toHaveLength(3);
  });

  it('sends one set of messages when two runs look at the same instant at once', async () => {
    const pair = await reminderPair(ctx);
    await confirmedSession(ctx, pair, ist('2026-03-16', 18));
    const at = ist('2026-03-15', 18);
    ctx.clock.set(at);
    // under the job runner's lock, as two processes run it
    await Promise.all([
      runJobOnce(ctx.database.db, job(), at),
      runJobOnce(ctx.database.db, job(), at),
    ]);
    // and without it: the session_reminder key alone decides
    await Promise.all([
      ctx.database.db.transaction((tx) => job().run(tx, at)),
      ctx.database.db.transaction((tx) => job().run(tx, at)),
    ]);
    expect(await mailsTo(pair.client.email)).toHaveLength(1);
    expect(await mailsTo(pair.trainerUser.email)).toHaveLength(1);
  });
});
