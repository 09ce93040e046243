import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { booking, trainer, trainerKyc, user } from '#server/db/schema.ts';
import { present } from '#shared/present.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { type BookingTaxFacts, type TrainerTaxParty, trainerTaxPartyOf } from './tax-party';

const partyFields = {
  trainerId: trainer.id,
  name: trainer.name,
  city: trainer.city,
  accountName: user.name,
  panName: trainerKyc.panName,
  panLast4: trainerKyc.panLast4,
  gstin: trainerKyc.gstin,
  stateCode: trainerKyc.stateCode,
};

/** Several trainers' parties in one statement (a payout run's). */
export async function trainerTaxParties(
  tx: Executor,
  trainerIds: readonly string[],
  tax: TaxSettings,
): Promise<Map<string, TrainerTaxParty>> {
  if (trainerIds.length === 0) return new Map();
  const rows = await tx
    .select(partyFields)
    .from(trainer)
    .innerJoin(user, eq(user.id, trainer.userId))
    .leftJoin(trainerKyc, eq(trainerKyc.trainerId, trainer.id))
    .where(inArray(trainer.id, [...trainerIds]));
  return new Map(rows.map((row) => [row.trainerId, trainerTaxPartyOf(row, tax)]));
}

export async function trainerTaxParty(
  tx: Executor,
  trainerId: string,
  tax: TaxSettings,
): Promise<TrainerTaxParty> {
  const [row] = await tx
    .select(partyFields)
    .from(trainer)
    .innerJoin(user, eq(user.id, trainer.userId))
    .leftJoin(trainerKyc, eq(trainerKyc.trainerId, trainer.id))
    .where(eq(trainer.id, trainerId));
  return trainerTaxPartyOf(present(row, 'the trainer of a money record'), tax);
}

export async function bookingTaxFacts(tx: Executor, bookingId: string): Promise<BookingTaxFacts> {
  const [row] = await tx
    .select({
      id: booking.id,
      trainerId: booking.trainerId,
      clientId: booking.clientId,
      clientName: user.name,
      service: booking.service,
      location: booking.location,
      sessionDate: booking.sessionDate,
      timeSlot: booking.timeSlot,
      pricePaise: booking.pricePaise,
      platformFeePaise: booking.platformFeePaise,
      gstPaise: booking.gstPaise,
      totalPaise: booking.totalPaise,
    })
    .from(booking)
    .innerJoin(user, eq(user.id, booking.clientId))
    .where(eq(booking.id, bookingId));
  return present(row, 'the booking of a money record');
}
