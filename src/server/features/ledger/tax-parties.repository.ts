import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { booking, trainer, trainerKyc, user } from '#server/db/schema.ts';
import { knownCity } from '#shared/pin-city.ts';
import { present } from '#shared/present.ts';
import { gstinState } from '#shared/tax/gstin.ts';
import { CITY_STATES, isStateCode, type StateCode } from '#shared/tax/indian-states.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';

export interface TrainerTaxParty {
  trainerId: string;
  name: string;
  address: string | null;
  gstin: string | null;
  /** Where the trainer's business is (docs/product/tax.md#place-of-supply). */
  state: StateCode;
  /** Where an in-person session of theirs takes place: their city's state. */
  sessionState: StateCode;
  hasPan: boolean;
}

/**
 * A trainer as tax documents name them. Their state: the one given in KYC, else their GSTIN's,
 * else their city's, else the platform's. Their sessions take place in their city's state.
 */
export async function trainerTaxParty(
  tx: Executor,
  trainerId: string,
  tax: TaxSettings,
): Promise<TrainerTaxParty> {
  const [row] = await tx
    .select({
      name: trainer.name,
      city: trainer.city,
      gymAddress: trainer.gymAddress,
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
  const found = present(row, 'the trainer of a money record');
  const citySlug = found.city ? knownCity(found.city)?.slug : undefined;
  const cityState = citySlug ? CITY_STATES[citySlug] : undefined;
  const kycState = found.stateCode && isStateCode(found.stateCode) ? found.stateCode : undefined;
  const state =
    kycState ?? (found.gstin ? gstinState(found.gstin) : null) ?? cityState ?? tax.platform.state;
  return {
    trainerId,
    name: found.panName ?? (found.name || found.accountName),
    address: found.city,
    gstin: found.gstin,
    state,
    sessionState: cityState ?? state,
    hasPan: found.panLast4 !== null,
  };
}

export interface BookingTaxFacts {
  id: string;
  trainerId: string;
  clientId: string;
  clientName: string;
  service: 'personal' | 'group' | 'online';
  location: 'gym' | 'home' | 'online';
  sessionDate: string;
  timeSlot: string;
  pricePaise: number;
  platformFeePaise: number;
  gstPaise: number;
  totalPaise: number;
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

/**
 * The place of supply of a session and of the client's platform fee: where an in-person session
 * takes place; for an online one, the client's address being unknown, the supplier's location
 * (IGST Act 2017, section 12(2)(b)).
 */
export function placeOfSupply(
  facts: Pick<BookingTaxFacts, 'location'>,
  party: TrainerTaxParty,
  supplierState: StateCode,
): StateCode {
  return facts.location === 'online' ? supplierState : party.sessionState;
}
