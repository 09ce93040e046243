import type { Database } from '../db/client';
import { createTrainerRow, services } from './scenarios';

/** Scenario builders for the weekly repeat's API and abuse tests (packs: pack-scenarios.ts). */

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
