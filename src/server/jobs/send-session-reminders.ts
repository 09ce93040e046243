import { reminderEffects } from '#server/features/reminders/reminder-effects.ts';
import { createSessionRemindersRepository } from '#server/features/reminders/session-reminders.repository.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import { dueReminders } from '#shared/reminders.ts';
import type { Job } from './job-runner';

/**
 * docs/product/reminders.md#when: each confirmed session's reminders a day and an hour ahead, to
 * both parties. A `session_reminder` row, keyed by the session's start, decides which run sends a
 * reminder, and its messages go to the outbox in the same transaction: each reminder is sent once
 * even when two processes run this job, a cancelled session is no longer looked at, and a moved
 * one is reminded again for its new start.
 */
export function sendSessionReminders(options: { publicUrl: string }): Job {
  return {
    name: 'send-session-reminders',
    intervalMs: 60_000,
    async run(db, now) {
      const repository = createSessionRemindersRepository(db);
      const due = (await repository.upcoming(now)).flatMap((session) =>
        dueReminders(session.startsAt, now)
          .filter((kind) => !session.sent.includes(kind))
          .map((kind) => ({ session, kind })),
      );
      if (due.length === 0) return 0;
      const channels = await repository.channels(
        due.flatMap(({ session }) => [session.client.id, session.trainerUser.id]),
      );
      let sent = 0;
      for (const { session, kind } of due) {
        if (!(await repository.claim(session.id, kind, session.startsAt, now))) continue;
        await enqueueSideEffects(
          db,
          reminderEffects(session, kind, channels, options.publicUrl),
          now,
        );
        sent += 1;
      }
      return sent;
    },
  };
}
