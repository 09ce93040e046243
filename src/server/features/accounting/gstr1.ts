import type { Gstr1Table } from '#shared/tax/accounting.ts';
import { isStateCode, stateName } from '#shared/tax/indian-states.ts';
import { type CsvCell, rupees } from './csv';
import { gstToolDate } from './periods';

/** One of the platform's own documents as issued, with its original's value for a credit note. */
export interface PlatformDocument {
  kind: 'tax_invoice' | 'bill_of_supply' | 'credit_note';
  serial: string;
  issueDate: string;
  recipientName: string;
  recipientGstin: string | null;
  supplierState: string;
  placeOfSupply: string;
  sac: string;
  gstRateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  originalTotalPaise: number | null;
}

/**
 * An inter-state invoice to an unregistered person above this value goes to B2C large, not B2C
 * small: ₹1,00,000 since 1 August 2024 (CGST Rules 2017, rule 59(4)(b)(II), as amended by
 * Notification 12/2024-Central Tax). Kasrat's fees and commissions stay far below it.
 */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

/** Where a document belongs in GSTR-1: by its recipient, and an unregistered one by its size. */
function invoiceTable(document: PlatformDocument, totalPaise: number): 'b2b' | 'b2cl' | 'b2cs' {
  if (document.recipientGstin) return 'b2b';
  const interState = document.supplierState !== document.placeOfSupply;
  return interState && totalPaise > B2CL_LIMIT_PAISE ? 'b2cl' : 'b2cs';
}

/**
 * A credit note follows its invoice: against B2B it is CDNR, against B2C large CDNUR, and against
 * B2C small it lowers the month's B2CS figures (the portal nets them), as it does the HSN summary.
 */
function tableOf(document: PlatformDocument): Gstr1Table {
  if (document.kind !== 'credit_note') return invoiceTable(document, document.totalPaise);
  const original = invoiceTable(document, document.originalTotalPaise ?? document.totalPaise);
  return original === 'b2b' ? 'cdnr' : original === 'b2cl' ? 'cdnur' : 'b2cs';
}

/** '27' → '27-Maharashtra', as the tool lists the states ('&' for 'and'). */
export function placeOfSupplyLabel(code: string): string {
  return isStateCode(code) ? `${code}-${stateName(code).replaceAll(' and ', ' & ')}` : code;
}

/** Basis points as the tool's Rate: 1800 → 18, 25 → 0.25. */
const rateOf = (basisPoints: number) => basisPoints / 100;

const taxCells = (document: Pick<PlatformDocument, 'igstPaise' | 'cgstPaise' | 'sgstPaise'>) => [
  rupees(document.igstPaise),
  rupees(document.cgstPaise),
  rupees(document.sgstPaise),
];

/** Kasrat's own columns after the tool's: the tax of each row, to check against the ledger. */
const TAX_COLUMNS = ['Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount'];

const HEADERS: Record<Gstr1Table, string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    ...TAX_COLUMNS,
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
    ...TAX_COLUMNS,
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
    ...TAX_COLUMNS,
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    ...TAX_COLUMNS,
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    ...TAX_COLUMNS,
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
    'Supplies To',
  ],
};

interface Sums {
  totalPaise: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}
const ZERO: Sums = { totalPaise: 0, taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };

/** A credit note counts against its figures. */
function signed(document: PlatformDocument): Sums {
  const sign = document.kind === 'credit_note' ? -1 : 1;
  return {
    totalPaise: sign * document.totalPaise,
    taxablePaise: sign * document.taxablePaise,
    igstPaise: sign * document.igstPaise,
    cgstPaise: sign * document.cgstPaise,
    sgstPaise: sign * document.sgstPaise,
  };
}

function addTo(groups: Map<string, Sums>, key: string, document: PlatformDocument) {
  const sums = groups.get(key) ?? ZERO;
  const add = signed(document);
  groups.set(key, {
    totalPaise: sums.totalPaise + add.totalPaise,
    taxablePaise: sums.taxablePaise + add.taxablePaise,
    igstPaise: sums.igstPaise + add.igstPaise,
    cgstPaise: sums.cgstPaise + add.cgstPaise,
    sgstPaise: sums.sgstPaise + add.sgstPaise,
  });
}

const sortedKeys = (groups: Map<string, Sums>) =>
  [...groups.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

/**
 * One GSTR-1 table of the platform's own supplies in a month (docs/product/tax.md#gstr-1), columns
 * as the GST portal's offline tool names them, then Kasrat's tax columns.
 * Example: a ₹100 fee with ₹18 GST supplied in Maharashtra by a Maharashtra supplier and one
 * supplied in Karnataka → B2CS rows '27-Maharashtra 18 100.00 … 0.00 9.00 9.00' and
 * '29-Karnataka 18 100.00 … 18.00 0.00 0.00'.
 */
export function gstr1Table(
  table: Gstr1Table,
  documents: readonly PlatformDocument[],
): { header: string[]; rows: CsvCell[][] } {
  const mine = documents.filter(
    (document) =>
      document.kind !== 'bill_of_supply' && (table === 'hsn' || tableOf(document) === table),
  );
  const header = HEADERS[table];
  const rows: CsvCell[][] = [];
  const placeOf = (document: PlatformDocument) => placeOfSupplyLabel(document.placeOfSupply);
  const amounts = (document: PlatformDocument) => [
    rateOf(document.gstRateBp),
    rupees(document.taxablePaise),
    rupees(0),
    ...taxCells(document),
  ];

  if (table === 'b2b') {
    for (const d of mine) {
      rows.push([
        d.recipientGstin,
        d.recipientName,
        d.serial,
        gstToolDate(d.issueDate),
        rupees(d.totalPaise),
        placeOf(d),
        'N',
        null,
        'Regular B2B',
        null,
        ...amounts(d),
      ]);
    }
  } else if (table === 'b2cl') {
    for (const d of mine) {
      rows.push([
        d.serial,
        gstToolDate(d.issueDate),
        rupees(d.totalPaise),
        placeOf(d),
        null,
        rateOf(d.gstRateBp),
        rupees(d.taxablePaise),
        rupees(0),
        null,
        ...taxCells(d),
      ]);
    }
  } else if (table === 'cdnr') {
    for (const d of mine) {
      rows.push([
        d.recipientGstin,
        d.recipientName,
        d.serial,
        gstToolDate(d.issueDate),
        'C',
        placeOf(d),
        'N',
        'Regular B2B',
        rupees(d.totalPaise),
        null,
        ...amounts(d),
      ]);
    }
  } else if (table === 'cdnur') {
    for (const d of mine) {
      rows.push([
        'B2CL',
        d.serial,
        gstToolDate(d.issueDate),
        'C',
        placeOf(d),
        rupees(d.totalPaise),
        null,
        ...amounts(d),
      ]);
    }
  } else if (table === 'b2cs') {
    const groups = new Map<string, Sums>();
    for (const d of mine) addTo(groups, `${d.placeOfSupply}|${d.gstRateBp}`, d);
    for (const key of sortedKeys(groups)) {
      const [place = '', rate = '0'] = key.split('|');
      const sums = groups.get(key) ?? ZERO;
      rows.push([
        'OE',
        placeOfSupplyLabel(place),
        null,
        rateOf(Number(rate)),
        rupees(sums.taxablePaise),
        rupees(0),
        null,
        ...taxCells(sums),
      ]);
    }
  } else {
    const groups = new Map<string, Sums>();
    for (const d of mine) {
      const to = tableOf(d) === 'b2b' || tableOf(d) === 'cdnr' ? 'B2B' : 'B2C';
      addTo(groups, `${d.sac}|${d.gstRateBp}|${to}`, d);
    }
    for (const key of sortedKeys(groups)) {
      const [sac = '', rate = '0', to = ''] = key.split('|');
      const sums = groups.get(key) ?? ZERO;
      rows.push([
        sac,
        'Marketplace services',
        'NA',
        0,
        rupees(sums.totalPaise),
        rateOf(Number(rate)),
        rupees(sums.taxablePaise),
        ...taxCells(sums),
        rupees(0),
        to,
      ]);
    }
  }
  return { header, rows };
}
