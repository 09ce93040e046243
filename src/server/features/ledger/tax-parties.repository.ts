import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { booking, trainer, trainerKyc, user } from '#server/db/schema.ts';
import { present } from '#shared/present.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { type BookingTaxFacts, type TrainerTaxParty, trainerTaxPartyOf } from './tax-party';

export async function trainerTaxParty(
  tx: Executor,
  trainerId: string,
  tax: TaxSettings,
): Promise<TrainerTaxParty> {
  const [row] = await tx
    .select({
      trainerId: trainer.id,
      name: trainer.name,
      city: trainer.city,
      accountName: user.name,
      panName: trainerKyc.panName,
      panLast4: trainerKyc.panLast4,
      gstin: trainerKyc.gstin,
      stateCode: trainerKyc.stateCode,
    })
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
