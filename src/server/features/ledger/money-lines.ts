import { trainerShare } from '#shared/fees.ts';
import { type GstSplit, splitInclusive, splitTax } from '#shared/tax/gst.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import type { LedgerLineInput } from './post-entry';
import { type BookingTaxFacts, placeOfSupply, type TrainerTaxParty } from './tax-party';

/**
 * The lines of each posting (docs/decisions/0038-ledger-and-tax-documents.md), as pure functions
 * shared by the live paths and the demo seed.
 */
const outputTax = (split: GstSplit): LedgerLineInput[] => [
  { account: 'output_cgst', amountPaise: -split.cgstPaise },
  { account: 'output_sgst', amountPaise: -split.sgstPaise },
  { account: 'output_igst', amountPaise: -split.igstPaise },
];

/**
 * A payment captured: the gateway holds what the client paid; the session's price is owed to the
 * trainer; the platform fee is income and its GST is owed.
 */
export function captureLines(
  facts: BookingTaxFacts,
  party: TrainerTaxParty,
  tax: TaxSettings,
  amountPaise: number,
): LedgerLineInput[] {
  const feePlace = placeOfSupply(facts, party, tax.platform.state);
  const feeTax = splitTax(facts.platformFeePaise, facts.gstPaise, tax.platform.state, feePlace);
  return [
    { account: 'gateway', amountPaise },
    { account: 'trainer_payable', trainerId: facts.trainerId, amountPaise: -facts.pricePaise },
    { account: 'platform_fee_income', amountPaise: -facts.platformFeePaise },
    ...outputTax(feeTax),
  ];
}

/** A capture reversed: what the gateway held is now owed back to the client. */
export function refundOwedLines(captured: readonly LedgerLineInput[]): LedgerLineInput[] {
  return captured.map((line) =>
    line.account === 'gateway'
      ? { account: 'refund_payable', amountPaise: -line.amountPaise }
      : { ...line, amountPaise: -line.amountPaise },
  );
}

export function refundPaidLines(amountPaise: number): LedgerLineInput[] {
  return [
    { account: 'refund_payable', amountPaise },
    { account: 'gateway', amountPaise: -amountPaise },
  ];
}

/**
 * A session completed: the commission, GST included, comes out of what the platform owes the
 * trainer; its taxable value is income and its GST is owed (the trainer's state decides the split).
 */
export function commissionLines(facts: BookingTaxFacts, party: TrainerTaxParty, tax: TaxSettings) {
  const commissionPaise = trainerShare(facts.service, facts.pricePaise).platformFeePaise;
  const split = splitInclusive(commissionPaise, tax.gstPercent, tax.platform.state, party.state);
  const lines: LedgerLineInput[] = [
    { account: 'trainer_payable', trainerId: facts.trainerId, amountPaise: commissionPaise },
    { account: 'commission_income', amountPaise: -split.taxablePaise },
    ...outputTax(split),
  ];
  return { commissionPaise, split, lines };
}

/**
 * A pack bought (docs/product/packs.md#money): the gateway holds what the client paid; the
 * sessions' price is the client's until each is delivered (client_prepaid); the platform fee is
 * income and its GST is owed, as for a booking.
 */
export function packCaptureLines(
  pack: { service: string; pricePaise: number; platformFeePaise: number; gstPaise: number },
  party: TrainerTaxParty,
  tax: TaxSettings,
  amountPaise: number,
): LedgerLineInput[] {
  // A pack names no session place yet: its fee is supplied where an in-person session would be.
  const place = placeOfSupply(
    { location: pack.service === 'online' ? 'online' : 'gym' },
    party,
    tax.platform.state,
  );
  const feeTax = splitTax(pack.platformFeePaise, pack.gstPaise, tax.platform.state, place);
  return [
    { account: 'gateway', amountPaise },
    { account: 'client_prepaid', amountPaise: -pack.pricePaise },
    { account: 'platform_fee_income', amountPaise: -pack.platformFeePaise },
    ...outputTax(feeTax),
  ];
}

/** A pack's session delivered (completed, or cancelled late): its credit's worth is the trainer's. */
export function packDeliveryLines(trainerId: string, valuePaise: number): LedgerLineInput[] {
  return [
    { account: 'client_prepaid', amountPaise: valuePaise },
    { account: 'trainer_payable', trainerId, amountPaise: -valuePaise },
  ];
}

/** Pack credits refunded (unused at expiry, or a series session cancelled): owed back. */
export function packRefundOwedLines(valuePaise: number): LedgerLineInput[] {
  return [
    { account: 'client_prepaid', amountPaise: valuePaise },
    { account: 'refund_payable', amountPaise: -valuePaise },
  ];
}
