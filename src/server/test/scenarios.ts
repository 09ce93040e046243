import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { booking, review, trainer, user } from '../db/schema';
import type { TrainerServices } from '../db/schema/marketplace';

/**
 * Scenario builders for API tests: rows as the app would have written them, with only the
 * fields a test cares about given explicitly.
 */
let sequence = 0;

export async function createUserRow(
  db: Database,
  overrides: Partial<typeof user.$inferInsert> = {},
) {
  sequence += 1;
  const id = overrides.id ?? randomUUID();
  const row = {
    id,
    name: 'Test Person',
    email: `scenario-${sequence}-${id.slice(0, 8)}@example.in`,
    firstName: 'Test',
    lastName: 'Person',
    ...overrides,
  };
  await db.insert(user).values(row);
  return row;
}

export const services = (
  prices: Partial<Record<'personal' | 'group' | 'online', number>>,
): TrainerServices => ({
  personal: { enabled: prices.personal !== undefined, pricePaise: (prices.personal ?? 1500) * 100 },
  group: { enabled: prices.group !== undefined, pricePaise: (prices.group ?? 800) * 100 },
  online: { enabled: prices.online !== undefined, pricePaise: (prices.online ?? 1000) * 100 },
});

/** An approved, published trainer at the given point. */
export async function createTrainerRow(
  db: Database,
  overrides: Partial<typeof trainer.$inferInsert> & { latitude: number; longitude: number },
) {
  // a test that signs the trainer in passes the signed-up user's id
  const owner = overrides.userId
    ? { id: overrides.userId, email: '' }
    : await createUserRow(db, { role: 'trainer', name: overrides.name ?? 'Trainer' });
  const row = {
    id: randomUUID(),
    userId: owner.id,
    status: 'approved' as const,
    published: true,
    name: 'Trainer',
    title: 'Certified Personal Trainer',
    bio: 'A trainer who helps people get stronger with safe, progressive sessions every week.',
    city: 'Mumbai',
    specializations: ['Weight Training'],
    certifications: ['ACE CPT'],
    services: services({ personal: 1500 }),
    availableTimes: ['7:00 AM', '6:00 PM'],
    ...overrides,
  };
  await db.insert(trainer).values(row);
  return { ...row, owner };
}

export async function createBookingRow(
  db: Database,
  values: Omit<typeof booking.$inferInsert, 'id' | 'endsAt' | 'pricePaise' | 'totalPaise'> &
    Partial<Pick<typeof booking.$inferInsert, 'pricePaise' | 'totalPaise'>>,
) {
  const row = {
    id: randomUUID(),
    endsAt: new Date(values.startsAt.getTime() + 3_600_000),
    pricePaise: 150_000,
    totalPaise: values.pricePaise ?? 150_000,
    ...values,
  };
  await db.insert(booking).values(row);
  return row;
}

export async function createReviewRow(
  db: Database,
  values: Omit<typeof review.$inferInsert, 'id'>,
) {
  const row = { id: randomUUID(), ...values };
  await db.insert(review).values(row);
  // as the review endpoint does: the trainer's aggregates move with the review
  await db
    .update(trainer)
    .set({
      ratingSum: sql`${trainer.ratingSum} + ${values.rating}`,
      reviewCount: sql`${trainer.reviewCount} + 1`,
    })
    .where(eq(trainer.id, values.trainerId));
  return row;
}
