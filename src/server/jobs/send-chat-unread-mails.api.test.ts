import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatNotice } from '#server/db/schema.ts';
import { chatPair, send } from '#server/features/chat/chat-scenarios.ts';
import type { Presence } from '#server/plugins/presence.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import {
  CHAT_MESSAGES,
  CHAT_UNREAD_MAIL_AFTER_MS,
  CHAT_UNREAD_MAIL_EVERY_MS,
  chatIdOf,
} from '#shared/chat-api.ts';
import { runJobOnce } from './job-runner';
import { sendChatUnreadMails } from './send-chat-unread-mails';

const START = new Date('2026-03-02T04:30:00.000Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: START });
});
afterAll(() => ctx.close());

type Online = Pick<Presence, 'onlineAmong'>;
const nobodyOnline: Online = { onlineAmong: async () => [] };
const everyoneOnline: Online = { onlineAmong: async (ids: string[]) => ids };

async function mailsTo(email: string) {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  return response.json().data as { subject: string; text: string }[];
}

/** One run of the job at `at`, with presence as given; how many mails it queued. */
async function runAt(at: Date, presence: Online = nobodyOnline) {
  ctx.clock.set(at);
  let mailed: unknown = 0;
  const job = sendChatUnreadMails({ presence, publicUrl: ctx.config.publicUrl });
  await runJobOnce(
    ctx.database.db,
    {
      ...job,
      run: async (db, now) => {
        mailed = await job.run(db, now);
      },
    },
    at,
  );
  return mailed;
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe('send-chat-unread-mails job', () => {
  it('mails an offline recipient once per chat per hour, after ten minutes unread', async () => {
    const { client, trainer } = await chatPair(ctx, { trainer: 'Arjun' });
    const id = chatIdOf(client.userId, trainer.userId);
    await send(ctx, trainer.token, id, 'Bring your water bottle tomorrow.');
    const sentAt = ctx.clock.now();
    await send(ctx, trainer.token, id, 'And comfortable shoes, we will be running at the track.');

    expect(await runAt(later(sentAt, CHAT_UNREAD_MAIL_AFTER_MS - 1))).toBe(0);
    expect(await runAt(later(sentAt, CHAT_UNREAD_MAIL_AFTER_MS))).toBe(1);
    const [mail, ...others] = await mailsTo(client.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(CHAT_MESSAGES.newMessageMailSubject('Arjun Mehta'));
    expect(mail!.text).toContain('2 unread messages');
    expect(mail!.text).toContain('And comfortable shoes');
    expect(mail!.text).toContain(`${ctx.config.publicUrl}/chat/${id}`);
    expect(await mailsTo(trainer.email)).toEqual([]);

    // within the hour: no second mail, even with a new message
    await runAt(later(sentAt, CHAT_UNREAD_MAIL_AFTER_MS + 60_000));
    await send(ctx, trainer.token, id, 'See you!');
    expect(
      await runAt(later(sentAt, CHAT_UNREAD_MAIL_AFTER_MS + CHAT_UNREAD_MAIL_EVERY_MS - 1)),
    ).toBe(0);
    expect(await runAt(later(sentAt, CHAT_UNREAD_MAIL_AFTER_MS + CHAT_UNREAD_MAIL_EVERY_MS))).toBe(
      1,
    );
    const mails = await mailsTo(client.email);
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.text.includes('3 unread messages'))).toBe(true);
  });

  it('leaves alone a recipient who is online or has read the messages', async () => {
    const first = await chatPair(ctx);
    const second = await chatPair(ctx);
    const firstId = chatIdOf(first.client.userId, first.trainer.userId);
    const secondId = chatIdOf(second.client.userId, second.trainer.userId);
    await send(ctx, first.trainer.token, firstId, 'Are you coming?');
    await send(ctx, second.trainer.token, secondId, 'Are you coming?');
    await ctx.request({
      method: 'PUT',
      url: `/api/chat/${secondId}/read`,
      token: second.client.token,
    });
    const at = later(ctx.clock.now(), CHAT_UNREAD_MAIL_AFTER_MS);

    expect(await runAt(at, everyoneOnline)).toBe(0);
    const notices = await ctx.database.db
      .select()
      .from(chatNotice)
      .where(and(eq(chatNotice.chatId, firstId), eq(chatNotice.userId, first.client.userId)));
    expect(notices).toEqual([]);
    expect(await mailsTo(second.client.email)).toEqual([]);
    // once they go offline, the first hears of it; the second read everything
    expect(await runAt(later(at, 60_000))).toBe(1);
    expect(await mailsTo(first.client.email)).toHaveLength(1);
    expect(await mailsTo(second.client.email)).toEqual([]);
  });
});
