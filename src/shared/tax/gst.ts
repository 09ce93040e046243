import { basisPointsOf, divideHalfUp } from '../fees';
import type { StateCode } from './indian-states';

/**
 * The tax of one line of a GST document. Intra-state (place of supply in the supplier's state):
 * CGST and SGST, half each; inter-state: IGST (IGST Act 2017, sections 7 and 8). Paise.
 */
export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export const gstTotal = (split: GstSplit) => split.cgstPaise + split.sgstPaise + split.igstPaise;

/**
 * Splits a tax already computed (the client's GST on the platform fee, whole rupees) by place of
 * supply. An odd paisa goes to CGST, so CGST + SGST is always the tax.
 */
export function splitTax(
  taxablePaise: number,
  taxPaise: number,
  supplierState: StateCode,
  placeOfSupply: StateCode,
): GstSplit {
  if (supplierState !== placeOfSupply) {
    return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  }
  const sgstPaise = Math.floor(taxPaise / 2);
  return { taxablePaise, cgstPaise: taxPaise - sgstPaise, sgstPaise, igstPaise: 0 };
}

/**
 * A tax-inclusive amount taken apart: the trainer's commission already includes GST
 * (docs/decisions/0038-ledger-and-tax-documents.md), so ₹50 at 18 % is ₹42.37 taxable + ₹7.63 GST.
 * The taxable value rounds half up to the paisa; the tax is the rest, so the two add up exactly.
 */
export function splitInclusive(
  inclusivePaise: number,
  gstPercent: number,
  supplierState: StateCode,
  placeOfSupply: StateCode,
): GstSplit {
  const basisPoints = basisPointsOf(gstPercent);
  const taxablePaise = divideHalfUp(inclusivePaise * 10_000, 10_000 + basisPoints);
  return splitTax(taxablePaise, inclusivePaise - taxablePaise, supplierState, placeOfSupply);
}
