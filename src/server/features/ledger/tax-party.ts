import { knownCity } from '#shared/pin-city.ts';
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

export interface TrainerTaxFields {
  trainerId: string;
  name: string;
  city: string | null;
  accountName: string;
  panName: string | null;
  panLast4: string | null;
  gstin: string | null;
  stateCode: string | null;
}

/**
 * A trainer as tax documents name them. Their state: the one given in KYC, else their GSTIN's,
 * else their city's, else the platform's. Their sessions take place in their city's state.
 */
export function trainerTaxPartyOf(found: TrainerTaxFields, tax: TaxSettings): TrainerTaxParty {
  const citySlug = found.city ? knownCity(found.city)?.slug : undefined;
  const cityState = citySlug ? CITY_STATES[citySlug] : undefined;
  const kycState = found.stateCode && isStateCode(found.stateCode) ? found.stateCode : undefined;
  const state =
    kycState ?? (found.gstin ? gstinState(found.gstin) : null) ?? cityState ?? tax.platform.state;
  return {
    trainerId: found.trainerId,
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
