import { splitTax } from '#shared/tax/gst.ts';
import { gstinState } from '#shared/tax/gstin.ts';
import { isStateCode } from '#shared/tax/indian-states.ts';
import { type CsvCell, rupees } from './csv';
import { placeOfSupplyLabel } from './gstr1';

/** A document issued on a GST-registered trainer's behalf in the month. */
export interface TrainerSupply {
  trainerId: string;
  kind: 'tax_invoice' | 'bill_of_supply' | 'credit_note';
  supplierGstin: string;
  supplierName: string;
  placeOfSupply: string;
  recipientGstin: string | null;
  taxablePaise: number;
}

/** The TCS withheld from one trainer's payments in the month. */
export interface TrainerTcs {
  trainerId: string;
  name: string;
  gstin: string | null;
  tcsPaise: number;
}

interface Row {
  trainerId: string;
  gstin: string;
  name: string;
  placeOfSupply: string;
  registeredRecipients: boolean;
  grossPaise: number;
  returnedPaise: number;
  tcsPaise: number;
}

export const GSTR8_HEADER = [
  'GSTIN of the supplier',
  'Trade/Legal name of the supplier',
  'Supplies made to',
  'Place of Supply (POS)',
  'Gross value of supplies made',
  'Value of supplies returned',
  'Net amount liable for TCS',
  'Integrated Tax',
  'Central Tax',
  'State/UT Tax',
];

/**
 * Shares `total` out in proportion to `weights`, in whole paise, the remainders to the largest
 * fractions (ties to the first). With no weight at all, the first takes everything.
 * Example: 100 over weights [1, 1, 1] → [34, 33, 33].
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + Math.max(b, 0), 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * Math.max(weight, 0)) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * GSTR-8 table 3 for a month (docs/product/tax.md#gstr-8): for each GST-registered trainer, by
 * place of supply and by whether the recipients were registered (3A) or not (3B), the taxable
 * value of the supplies invoiced on their behalf, that of the credit notes, the net, and the TCS
 * withheld from their payments in the month (section 52(3): collected in the month). A trainer's TCS
 * is shared over their rows by net value. TCS on a supply within the trainer's state is half CGST
 * and half SGST (an odd paisa to CGST), otherwise IGST.
 */
export function gstr8Rows(
  supplies: readonly TrainerSupply[],
  withheld: readonly TrainerTcs[],
): CsvCell[][] {
  const rows = new Map<string, Row>();
  for (const supply of supplies) {
    if (supply.kind === 'bill_of_supply') continue;
    const registeredRecipients = supply.recipientGstin !== null;
    const key = [supply.supplierGstin, registeredRecipients, supply.placeOfSupply].join('|');
    const row = rows.get(key) ?? {
      trainerId: supply.trainerId,
      gstin: supply.supplierGstin,
      name: supply.supplierName,
      placeOfSupply: supply.placeOfSupply,
      registeredRecipients,
      grossPaise: 0,
      returnedPaise: 0,
      tcsPaise: 0,
    };
    if (supply.kind === 'credit_note') row.returnedPaise += supply.taxablePaise;
    else row.grossPaise += supply.taxablePaise;
    rows.set(key, row);
  }

  for (const tcs of withheld) {
    let own = [...rows.values()].filter((row) => row.trainerId === tcs.trainerId);
    if (own.length === 0) {
      const gstin = tcs.gstin ?? '';
      const row: Row = {
        trainerId: tcs.trainerId,
        gstin,
        name: tcs.name,
        placeOfSupply: gstinState(gstin) ?? '',
        registeredRecipients: false,
        grossPaise: 0,
        returnedPaise: 0,
        tcsPaise: 0,
      };
      rows.set(`${gstin}|false|${row.placeOfSupply}|${tcs.trainerId}`, row);
      own = [row];
    }
    const shares = shareOut(
      tcs.tcsPaise,
      own.map((row) => row.grossPaise - row.returnedPaise),
    );
    own.forEach((row, index) => {
      row.tcsPaise += shares[index] ?? 0;
    });
  }

  return [...rows.values()]
    .sort(
      (a, b) =>
        a.gstin.localeCompare(b.gstin) ||
        Number(a.registeredRecipients ? 0 : 1) - Number(b.registeredRecipients ? 0 : 1) ||
        a.placeOfSupply.localeCompare(b.placeOfSupply),
    )
    .map((row) => {
      const supplierState = gstinState(row.gstin);
      const split =
        supplierState && isStateCode(row.placeOfSupply)
          ? splitTax(0, row.tcsPaise, supplierState, row.placeOfSupply)
          : { cgstPaise: 0, sgstPaise: 0, igstPaise: row.tcsPaise };
      return [
        row.gstin,
        row.name,
        row.registeredRecipients ? 'Registered persons (3A)' : 'Unregistered persons (3B)',
        placeOfSupplyLabel(row.placeOfSupply),
        rupees(row.grossPaise),
        rupees(row.returnedPaise),
        rupees(row.grossPaise - row.returnedPaise),
        rupees(split.igstPaise),
        rupees(split.cgstPaise),
        rupees(split.sgstPaise),
      ];
    });
}
