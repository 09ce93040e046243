import type { Database } from '#server/db/client.ts';
import { trainerKyc } from '#server/db/schema.ts';
import { createBookingRow, createTrainerRow, createUserRow } from '#server/test/scenarios.ts';
import { istInstant } from '#shared/ist.ts';

/**
 * Test scenarios for payouts: trainers with a KYC state and sessions on given IST dates, as
 * the app would have stored them.
 */
export async function trainerWithKyc(
  db: Database,
  kyc: 'completed' | 'partial' | null,
  overrides: { userId?: string; name?: string } = {},
) {
  const trainer = await createTrainerRow(db, {
    latitude: 19.076,
    longitude: 72.8777,
    name: overrides.name ?? 'Kabir Rao',
    ...(overrides.userId && { userId: overrides.userId }),
  });
  // A KYC the app completed always holds a PAN (docs/product/kyc.md); TDS depends on it.
  if (kyc) {
    await db.insert(trainerKyc).values({
      trainerId: trainer.id,
      status: kyc,
      ...(kyc === 'completed' && { panLast4: '234F', panName: overrides.name ?? 'Kabir Rao' }),
    });
  }
  return trainer;
}

interface SessionSpec {
  date: string;
  hour?: number;
  minute?: number;
  durationMinutes?: number;
  service?: 'personal' | 'group' | 'online';
  pricePaise?: number;
  status?: 'completed' | 'confirmed' | 'cancelled';
}

/** Sessions of one trainer with one client; completed unless said otherwise. */
export async function sessionsOf(db: Database, trainerId: string, specs: readonly SessionSpec[]) {
  const client = await createUserRow(db);
  const rows = [];
  for (const spec of specs) {
    const service = spec.service ?? 'personal';
    const startsAt = istInstant(spec.date, spec.hour ?? 7, spec.minute ?? 0);
    const values = {
      clientId: client.id,
      trainerId,
      service,
      location: service === 'online' ? ('online' as const) : ('gym' as const),
      sessionDate: spec.date,
      timeSlot: '7:00 AM',
      startsAt,
      endsAt: new Date(startsAt.getTime() + (spec.durationMinutes ?? 60) * 60_000),
      status: spec.status ?? 'completed',
      pricePaise: spec.pricePaise ?? 150_000,
    };
    rows.push(await createBookingRow(db, values));
  }
  return rows;
}
