import { sql } from 'drizzle-orm';
import type { Transaction } from './executor';

/** The first key of the two-key advisory locks on a trainer's bookings. */
const TRAINER_LOCK_SPACE = 4201;

/**
 * Queues the transactions that make a booking of this trainer active (a new hold, a paid
 * expired hold). Without it, two of them racing for one slot can each find the other's
 * uncommitted row in the exclusion index and wait for each other, which PostgreSQL resolves as
 * a deadlock after a second. Released at commit or rollback.
 */
export async function lockTrainerBookings(tx: Transaction, trainerId: string): Promise<void> {
  await tx.execute(sql`select ${trainerLock(trainerId)}`);
}

/** The lock as an expression, for a statement that takes it before reading (one round trip). */
export const trainerLock = (trainerId: string) =>
  sql`pg_advisory_xact_lock(${TRAINER_LOCK_SPACE}, hashtext(${trainerId}))`;
