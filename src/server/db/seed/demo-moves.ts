import { eq, sql } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '#shared/booking-status.ts';
import { chatIdOf } from '#shared/chat-api.ts';
import { chatEventBody } from '#shared/chat-event.ts';
import { addIstDays, istDate, istInstant, slotHour, slotLabel } from '#shared/ist.ts';
import { present } from '#shared/present.ts';
import { BOOKING_WINDOW_DAYS, scheduleOf, slotsForDate } from '#shared/schedule.ts';
import type { Transaction } from '../executor';
import { booking, bookingMove, chat, chatMessage } from '../schema';
import { DEMO_ACCOUNTS, type DemoData } from './build-demo-data';

const DAY_MS = 86_400_000;
const active = new Set<string>(ACTIVE_BOOKING_STATUSES);

/**
 * The demo client's reschedules (docs/product/booking.md#reschedule): an upcoming session they
 * moved once (its record, calendar sequence 1 and the chat line), and an open proposal from the
 * demo trainer to a free time of his, waiting for the client's answer.
 */
export async function seedDemoMoves(tx: Transaction, data: DemoData, now: Date) {
  const byEmail = (email: string) =>
    present(
      data.users.find((row) => row.email === email),
      `demo user ${email}`,
    );
  const client = byEmail(DEMO_ACCOUNTS.client);
  const trainerUser = byEmail(DEMO_ACCOUNTS.trainer);
  const demoTrainer = present(
    data.trainers.find((row) => row.userId === trainerUser.id),
    'the demo trainer',
  );
  const upcoming = data.bookings
    .filter((row) => row.clientId === client.id && row.status === 'confirmed' && row.startsAt > now)
    .toSorted((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const proposedFor = present(
    upcoming.find((row) => row.trainerId === demoTrainer.id),
    "the demo client's upcoming session with the demo trainer",
  );
  const moved = present(
    upcoming.find((row) => row.trainerId !== demoTrainer.id && row.service === 'online') ??
      upcoming.find((row) => row.trainerId !== demoTrainer.id),
    "the demo client's upcoming session with another trainer",
  );

  // Moved a day ago from the day after its present time.
  const movedAt = new Date(now.getTime() - DAY_MS);
  const fromStartsAt = new Date(moved.startsAt.getTime() + DAY_MS);
  const from = { date: addIstDays(moved.sessionDate, 1), timeSlot: moved.timeSlot };
  await tx.update(booking).set({ sequence: 1 }).where(eq(booking.id, moved.id));
  const movedTrainer = present(
    data.trainers.find((row) => row.id === moved.trainerId),
    'the trainer of the moved session',
  );
  const otherId = present(movedTrainer.userId, 'the moved session’s trainer user');
  const clientId = present(client.id, 'the demo client id');
  const chatId = chatIdOf(clientId, otherId);
  const [userAId, userBId] = chatId.split('_') as [string, string];
  await tx
    .insert(chat)
    .values({ id: chatId, userAId, userBId, createdAt: movedAt })
    .onConflictDoNothing();
  await tx.insert(chatMessage).values({
    id: crypto.randomUUID(),
    chatId,
    senderId: clientId,
    recipientId: otherId,
    body: chatEventBody({
      kind: 'session-moved',
      from,
      to: { date: moved.sessionDate, timeSlot: moved.timeSlot },
    }),
    messageType: 'event',
    createdAt: movedAt,
    deliveredAt: movedAt,
    readAt: movedAt,
  });
  await tx
    .update(chat)
    .set({
      messageCount: sql`${chat.messageCount} + 1`,
      lastMessageAt: sql`greatest(${chat.lastMessageAt}, ${movedAt.toISOString()}::timestamptz)`,
    })
    .where(eq(chat.id, chatId));

  const proposal = freeTimeAfter(data, demoTrainer, proposedFor.sessionDate, now);
  await tx.insert(bookingMove).values([
    {
      id: crypto.randomUUID(),
      bookingId: moved.id,
      requestedBy: 'client',
      status: 'moved',
      fromStartsAt,
      toStartsAt: moved.startsAt,
      toSessionDate: moved.sessionDate,
      toTimeSlot: moved.timeSlot,
      createdAt: movedAt,
      decidedAt: movedAt,
    },
    {
      id: crypto.randomUUID(),
      bookingId: proposedFor.id,
      requestedBy: 'trainer',
      status: 'proposed',
      fromStartsAt: proposedFor.startsAt,
      toStartsAt: proposal.startsAt,
      toSessionDate: proposal.date,
      toTimeSlot: proposal.timeSlot,
      note: 'I have a workshop that morning. Could we do this time instead?',
      createdAt: new Date(now.getTime() - 3 * 3_600_000),
    },
  ]);
}

/**
 * The trainer's last free slot on the last day after `after` that has one, within the booking
 * window: far from the near days that people (and the browser journeys) book first.
 */
function freeTimeAfter(
  data: DemoData,
  trainerRow: DemoData['trainers'][number],
  after: string,
  now: Date,
) {
  const schedule = scheduleOf({
    availableTimes: trainerRow.availableTimes ?? [],
    workingDays: trainerRow.workingDays ?? [],
    blockedDays: trainerRow.blockedDays ?? [],
    blockedDates: trainerRow.blockedDates ?? [],
  });
  const held = data.bookings
    .filter((row) => row.trainerId === trainerRow.id && active.has(row.status))
    .map((row) => row.startsAt);
  const last = addIstDays(istDate(now), BOOKING_WINDOW_DAYS);
  const first = addIstDays(after, 1);
  for (let date = last; date >= first; date = addIstDays(date, -1)) {
    const timeSlot = slotsForDate(schedule, date, now, held).availableSlots.at(-1);
    const hour = timeSlot === undefined ? undefined : slotHour(timeSlot);
    if (hour !== undefined)
      return { date, timeSlot: slotLabel(hour), startsAt: istInstant(date, hour) };
  }
  throw new Error('demo trainer: no free time for the demo proposal');
}
