import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './executor';
import { holdsSlot } from './held-starts';
import { executeRows } from './rows';
import { booking } from './schema';
import { trainerLock } from './trainer-lock';

export type NewBooking = Omit<typeof booking.$inferInsert, 'id'>;

/** A hold that has not been paid and whose time has passed no longer holds anything. */
const staleHold = (now: Date) =>
  and(eq(booking.status, 'pending'), lte(booking.holdExpiresAt, now));

/**
 * Inserts a booking unless another active booking overlaps it, and returns its id (null: the slot
 * is taken). The insert runs under a lock on the trainer
 * (docs/decisions/0006-booking-holds-queue-per-trainer.md), so that concurrent holds of one
 * trainer queue instead of each finding the other's uncommitted row in the exclusion index
 * (PostgreSQL then resolves that as a deadlock, after a second of waiting). Stale holds of the
 * trainer are let go first, so they do not trip the constraint, which still guarantees that no
 * two active bookings overlap. `gate`, given the condition "the slot is free", is a statement
 * (a pack credit taken) that must return a row for the insert to happen, in the same statement.
 * The exclusion constraint may still refuse the insert: the caller catches it.
 */
export async function insertIfSlotFree(
  executor: Executor,
  values: NewBooking & { status: 'pending' | 'confirmed' },
  now: Date,
  gate?: (slotFree: SQL) => SQL,
): Promise<string | null> {
  const row = { ...values, id: randomUUID() };
  const keys = Object.keys(row) as (keyof typeof row)[];
  const columns = sql.raw(keys.map((key) => `"${booking[key].name}"`).join(', '));
  const record = Object.fromEntries(
    keys.map((key) => {
      const value = row[key];
      return [booking[key].name, value instanceof Date ? value.toISOString() : value];
    }),
  );
  const slotFree = sql`not (select held from slot)`;
  // One statement, so the lock is held for PostgreSQL's work alone, never across a round
  // trip. Each step reads the one before it, which fixes their order: the lock, then the
  // look for an active booking of the slot, then the gate and the lapse of stale holds, then
  // the insert.
  const statement = sql`with locked as (select ${trainerLock(values.trainerId)}),
    slot as (
      select exists (
        select 1 from ${booking}
        where ${and(
          eq(booking.trainerId, values.trainerId),
          holdsSlot(now),
          lt(booking.startsAt, values.endsAt),
          gt(booking.endsAt, values.startsAt),
        )}
      ) as held from locked
    ),
    gate as (${gate ? gate(slotFree) : sql`select 1 where ${slotFree}`}),
    lapsed as (
      update ${booking} set status = 'expired', updated_at = ${now.toISOString()}::timestamptz
      where ${and(eq(booking.trainerId, values.trainerId), staleHold(now))}
        and ${slotFree}
      returning 1
    ),
    inserted as (
      insert into ${booking} (${columns})
      select ${columns} from json_populate_record(null::booking, ${JSON.stringify(record)}::json)
      where exists (select 1 from gate) and (select count(*) from lapsed) >= 0
      returning id
    )
    select (select id from inserted) as id`;
  const [result] = await executeRows<{ id: string | null }>(executor, statement);
  return result?.id ?? null;
}
