import { addIstDays } from '#shared/ist.ts';
import { amountInWords } from '#shared/tax/amount-in-words.ts';
import { financialYear, tdsQuarterOfDate } from '#shared/tax/financial-year.ts';
import { type GstSplit, gstTotal, splitInclusive, splitTax } from '#shared/tax/gst.ts';
import { gstinCheckCharacter } from '#shared/tax/gstin.ts';
import { type StateCode, stateName } from '#shared/tax/indian-states.ts';
import type {
  PayoutStatementView,
  TaxDocumentKind,
  TaxDocumentView,
  TaxParty,
  TdsStatementView,
} from '#shared/tax/tax-document-view.ts';
import { DEFAULT_TAX_RATES } from '#shared/tax/tax-settings.ts';
import { tcsOn, tdsOn } from '#shared/tax/withholding.ts';

/**
 * Documents as the server would hand them over, for the renderers' tests and
 * scripts/render-sample-pdfs.ts: real state codes, GSTINs with their check character, taxes
 * split by the shared rules, and names and addresses long enough to wrap.
 */

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

const party = (
  name: string,
  address: string | null,
  state: StateCode,
  registration: string | null,
): TaxParty => ({ name, address, gstin: registration, state, stateName: stateName(state) });

export const SAMPLE_PLATFORM = party(
  'Kasrat Fitness Marketplace Private Limited',
  '3rd Floor, Unit 302, Kamala Mills Compound, Senapati Bapat Marg, Lower Parel, Mumbai 400013',
  '27',
  gstin('27AAKCK4821M1Z'),
);

const trainerKarnataka = party(
  'Venkatasubramanian Lakshminarayanan Iyer (VL Strength & Conditioning)',
  'No. 48, 2nd Cross, 7th Main Road, HAL 2nd Stage, Indiranagar, Bengaluru 560038',
  '29',
  gstin('29ABCPI4721K1Z'),
);

const trainerUnregistered = party(
  'Priya Deshmukh',
  'B-702, Sai Samarth CHS, Ghodbunder Road, Manpada, Thane West 400610',
  '27',
  null,
);

const clientMumbai = party(
  'Rohan Mehta',
  'Flat 1204, Tower B, Lodha Splendora, Ghodbunder Road, Bhayandarpada, Thane West, Thane 400615',
  '27',
  null,
);

const clientCompany = party(
  'Anantharaman Wellness Solutions LLP',
  'Plot 17, Sector 44, Gurugram 122003',
  '06',
  gstin('06AAQFA9912C1Z'),
);

const NOTES = {
  reverseCharge: 'Whether tax is payable on reverse charge: No.',
  generated: 'This document is generated electronically and needs no signature.',
  unregistered: 'The supplier is not registered under GST; no tax is charged on this supply.',
} as const;

function document(
  kind: TaxDocumentKind,
  fields: Omit<TaxDocumentView, 'kind' | 'totals' | 'totalInWords' | 'lines' | 'placeOfSupply'> & {
    placeOfSupply: StateCode;
    lines: (GstSplit & { description: string; sac: string; gstPercent: number })[];
  },
): TaxDocumentView {
  const lines = fields.lines.map((line) => ({
    ...line,
    totalPaise: line.taxablePaise + gstTotal(line),
  }));
  const sum = (pick: (line: (typeof lines)[number]) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const totals = {
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise: sum((line) => line.totalPaise),
  };
  return {
    ...fields,
    kind,
    lines,
    placeOfSupply: { state: fields.placeOfSupply, stateName: stateName(fields.placeOfSupply) },
    totals,
    totalInWords: amountInWords(totals.totalPaise),
  };
}

/** Kasrat's platform fee to a client in Maharashtra, Kasrat's own state: CGST + SGST. */
export const sampleIntraStateInvoice: TaxDocumentView = document('tax_invoice', {
  serial: 'KI/2627/000148',
  issueDate: '2026-11-26',
  supplier: SAMPLE_PLATFORM,
  recipient: clientMumbai,
  placeOfSupply: '27',
  onBehalfOf: null,
  original: null,
  reference: 'Personal Training with Priya Deshmukh, Sat 28 Nov 2026, 7:00 AM',
  lines: [
    {
      description: 'Platform fee for booking a fitness session',
      sac: DEFAULT_TAX_RATES.platformSac,
      gstPercent: 18,
      ...splitTax(15_000, 2_700, '27', '27'),
    },
  ],
  notes: [NOTES.reverseCharge, NOTES.generated],
  sample: false,
});

/**
 * A GST-registered trainer in Karnataka's sessions for a company in Haryana, issued by Kasrat on
 * the trainer's behalf: IGST. Drawn as a sample, as the embedded demo draws every document.
 */
export const sampleInterStateInvoice: TaxDocumentView = document('tax_invoice', {
  serial: 'KT/2627/000031',
  issueDate: '2026-11-27',
  supplier: trainerKarnataka,
  recipient: clientCompany,
  placeOfSupply: '06',
  onBehalfOf: { platformName: 'Kasrat', platformGstin: SAMPLE_PLATFORM.gstin ?? '' },
  original: null,
  reference: 'Online Group Session (8 participants), Fri 27 Nov 2026, 6:30 PM',
  lines: [
    {
      description:
        'Online group fitness session, 60 minutes, strength and mobility for 8 employees',
      sac: DEFAULT_TAX_RATES.sessionSac,
      gstPercent: 18,
      ...splitInclusive(12_000_00, 18, '29', '06'),
    },
    {
      description: 'Personalised 4-week training plan',
      sac: DEFAULT_TAX_RATES.sessionSac,
      gstPercent: 18,
      ...splitInclusive(3_500_00, 18, '29', '06'),
    },
  ],
  notes: [NOTES.reverseCharge, NOTES.generated],
  sample: true,
});

/** An unregistered trainer's session, documented by Kasrat on her behalf: no tax. */
export const sampleBillOfSupply: TaxDocumentView = document('bill_of_supply', {
  serial: 'KB/2627/000412',
  issueDate: '2026-11-28',
  supplier: trainerUnregistered,
  recipient: clientMumbai,
  placeOfSupply: '27',
  onBehalfOf: { platformName: 'Kasrat', platformGstin: SAMPLE_PLATFORM.gstin ?? '' },
  original: null,
  reference: 'Personal Training with Priya Deshmukh, Sat 28 Nov 2026, 7:00 AM',
  lines: [
    {
      description: 'Personal training session at the client’s home, 60 minutes',
      sac: DEFAULT_TAX_RATES.sessionSac,
      gstPercent: 0,
      taxablePaise: 1_589_50,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    },
  ],
  notes: [NOTES.unregistered, NOTES.generated],
  sample: false,
});

/** The platform fee of sampleIntraStateInvoice returned after the trainer cancelled. */
export const sampleCreditNote: TaxDocumentView = document('credit_note', {
  serial: 'KC/2627/000009',
  issueDate: '2026-11-27',
  supplier: SAMPLE_PLATFORM,
  recipient: clientMumbai,
  placeOfSupply: '27',
  onBehalfOf: null,
  original: {
    serial: sampleIntraStateInvoice.serial,
    issueDate: sampleIntraStateInvoice.issueDate,
  },
  reference: 'Cancelled by the trainer: Personal Training, Sat 28 Nov 2026, 7:00 AM',
  lines: [
    {
      description: 'Platform fee returned on cancellation',
      sac: DEFAULT_TAX_RATES.platformSac,
      gstPercent: 18,
      ...splitTax(15_000, 2_700, '27', '27'),
    },
  ],
  notes: [NOTES.reverseCharge, 'Issued under section 34 of the CGST Act 2017.'],
  sample: false,
});

/** A registered trainer's sessions are priced GST included, in the trainer's own state. */
const taxableOfSessions = (grossPaise: number) =>
  splitInclusive(grossPaise, DEFAULT_TAX_RATES.sessionGstPercent, '29', '29').taxablePaise;

const SERVICES = ['Personal Training', 'Yoga', 'Online Group Session', 'Strength & Conditioning'];
const CLIENTS = [
  'Rohan Mehta',
  'Ananya Krishnamurthy',
  'Siddharth Bhattacharjee',
  'Fatima Sheikh',
  'Gurpreet Kaur Sandhu',
];

/**
 * A GST-registered trainer's week with `sessionCount` sessions of ₹2,500; commission 15 % with
 * GST inside, TCS 0.5 % of the net taxable value, TDS 0.1 % once past the exemption.
 */
export function samplePayoutStatement(sessionCount = 12): PayoutStatementView {
  const weekStart = '2026-11-16';
  const sessions = Array.from({ length: sessionCount }, (_, index) => ({
    bookingId: `bk_${(7_301_000 + index * 37).toString(36)}`,
    sessionDate: addIstDays(weekStart, index % 7),
    service: SERVICES[index % SERVICES.length] ?? 'Personal Training',
    clientName: CLIENTS[index % CLIENTS.length] ?? 'Rohan Mehta',
    grossPaise: 2_500_00,
    commissionPaise: 375_00,
  }));
  const grossPaise = sessions.reduce((sum, session) => sum + session.grossPaise, 0);
  const commissionPaise = sessions.reduce((sum, session) => sum + session.commissionPaise, 0);
  const commissionGstPaise = gstTotal(splitInclusive(commissionPaise, 18, '27', '29'));
  const tcsPaise = tcsOn(taxableOfSessions(grossPaise), true, DEFAULT_TAX_RATES);
  const tds = tdsOn(grossPaise, 5_20_000_00, { hasPan: true, individual: true }, DEFAULT_TAX_RATES);
  return {
    payoutId: 'po_2026w47_vl0031',
    trainerName: trainerKarnataka.name,
    pan: 'XXXXXX721K',
    gstin: trainerKarnataka.gstin,
    weekStart,
    weekEnd: addIstDays(weekStart, 6),
    status: 'paid',
    paidAt: '2026-11-24T05:42:10.000Z',
    transferReference: 'UTR HDFCN52026112412345678',
    sessions,
    grossPaise,
    commissionPaise,
    commissionGstPaise,
    tcsPaise,
    tdsPaise: tds.tdsPaise,
    tdsRatePercent: tds.ratePercent,
    netPaise: grossPaise - commissionPaise - tcsPaise - tds.tdsPaise,
    sample: false,
  };
}

/**
 * FY 2026-27 of a trainer paid weekly ₹18,000: exempt until the year's gross passes ₹5,00,000
 * in October, 0.1 % on every payment from then on; nothing yet in Q4.
 */
export function sampleTdsStatement(): TdsStatementView {
  const year = financialYear(2026);
  const quarters = ([1, 2, 3, 4] as const).map((quarter) => ({
    quarter,
    grossPaise: 0,
    tdsPaise: 0,
    payments: [] as TdsStatementView['quarters'][number]['payments'],
  }));
  let yearGross = 0;
  let tcsPaise = 0;
  for (let week = 0; week < 34; week += 1) {
    const date = addIstDays('2026-04-06', week * 7);
    const grossPaise = 18_000_00;
    const tds = tdsOn(grossPaise, yearGross, { hasPan: true, individual: true }, DEFAULT_TAX_RATES);
    yearGross = tds.yearGrossPaise;
    const quarter = quarters[tdsQuarterOfDate(date).quarter - 1];
    if (!quarter) continue;
    tcsPaise += tcsOn(taxableOfSessions(grossPaise), true, DEFAULT_TAX_RATES);
    quarter.grossPaise += grossPaise;
    quarter.tdsPaise += tds.tdsPaise;
    quarter.payments.push({
      date,
      reference: `Payout po_${date.replaceAll('-', '')}_vl0031`,
      grossPaise,
      tdsPaise: tds.tdsPaise,
      ratePercent: tds.ratePercent,
    });
  }
  return {
    financialYear: year.label,
    trainerName: trainerKarnataka.name,
    pan: 'XXXXXX721K',
    deductor: {
      name: SAMPLE_PLATFORM.name,
      address: SAMPLE_PLATFORM.address ?? '',
      tan: 'MUMK12345F',
    },
    quarters,
    grossPaise: yearGross,
    tdsPaise: quarters.reduce((sum, quarter) => sum + quarter.tdsPaise, 0),
    tcsPaise,
    sample: false,
  };
}
