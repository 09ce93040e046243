import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { sessionPack } from '../db/schema';
import { createTrainerRow, services } from './scenarios';

/** Scenario builders for the weekly repeat's API and abuse tests. */

let trainerCount = 0;

/** A published trainer at 7 and 11 AM and 6 PM IST every day, personal and online, at a gym. */
export async function repeatTrainer(db: Database, overrides: { blockedDates?: string[] } = {}) {
  trainerCount += 1;
  return createTrainerRow(db, {
    latitude: 19.076,
    longitude: 72.8777,
    name: `Kabir Rao ${trainerCount}`,
    services: services({ personal: 1500, online: 1000 }),
    availableTimes: ['7:00 AM', '11:00 AM', '6:00 PM'],
    trainsAtGym: true,
    ...overrides,
  });
}

/** A paid pack of the client's, as the packs feature leaves it once paid, valid to 1 June 2026. */
export async function activePack(
  db: Database,
  values: { clientId: string; trainerId: string; credits: number; service?: 'personal' | 'online' },
) {
  const id = randomUUID();
  const now = new Date('2026-03-02T04:30:00.000Z');
  await db.insert(sessionPack).values({
    id,
    clientId: values.clientId,
    trainerId: values.trainerId,
    service: values.service ?? 'personal',
    kind: 'pack',
    sessions: values.credits,
    creditsLeft: values.credits,
    pricePaise: 150_000 * values.credits,
    sessionPricePaise: 150_000,
    totalPaise: 150_000 * values.credits,
    validityDays: 90,
    status: 'active',
    paidAt: now,
    expiresAt: new Date('2026-06-01T18:29:59.000Z'),
    createdAt: now,
    updatedAt: now,
  });
  return id;
}
