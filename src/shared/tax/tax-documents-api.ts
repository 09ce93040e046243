import { z } from 'zod';
import { paginationSchema } from '../discovery-types';
import { formatBookingDate } from '../ist';
import type { Locale } from '../locale';
import { pageQueryFields } from '../page-query';
import { financialYear, financialYearOf, parseFinancialYear } from './financial-year';
import { STATE_CODES } from './indian-states';
import { TAX_DOCUMENT_KINDS, TAX_DOCUMENT_SUPPLIES } from './tax-documents';
import { TAX_MESSAGES } from './tax-messages';

/**
 * Where people find their tax documents and statements
 * (docs/product/tax.md#where-people-find-their-documents): the contract both sides use. Paise
 * everywhere; the screens format rupees.
 */

export const TAX_DOCUMENT_KIND_LABELS = {
  tax_invoice: 'Tax invoice',
  bill_of_supply: 'Bill of supply',
  credit_note: 'Credit note',
} as const;

/** A document in a list: what it is, its serial and amount, and the booking or pack it is for. */
export const taxDocumentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  supply: z.enum(TAX_DOCUMENT_SUPPLIES),
  serial: z.string(),
  /** IST date, YYYY-MM-DD. */
  issueDate: z.string(),
  description: z.string(),
  supplierName: z.string(),
  totalPaise: z.number().int(),
  bookingId: z.string().nullable(),
  packId: z.string().nullable(),
});
export type TaxDocumentSummary = z.infer<typeof taxDocumentSummarySchema>;

export const DOCUMENTS_PAGE_LIMIT = 20;
/** The most a page may hold: My Sessions matches its 50 bookings against one page of these. */
export const DOCUMENTS_PAGE_MAX = 100;

export const documentsQuerySchema = z.object({
  ...pageQueryFields(DOCUMENTS_PAGE_MAX, DOCUMENTS_PAGE_LIMIT),
});
export type DocumentsQuery = z.infer<typeof documentsQuerySchema>;

export const documentsResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  data: z.array(taxDocumentSummarySchema),
  pagination: paginationSchema,
});
export type DocumentsPage = Omit<z.infer<typeof documentsResponseSchema>, 'success'>;

const stateCode = z.enum(STATE_CODES);
const taxParty = z.object({
  name: z.string(),
  address: z.string().nullable(),
  gstin: z.string().nullable(),
  state: stateCode,
  stateName: z.string(),
});
const amount = z.number().int();

/** The answer of GET /api/documents/:id: TaxDocumentView (src/shared/tax/tax-document-view.ts). */
export const taxDocumentViewSchema = z.object({
  kind: z.enum(TAX_DOCUMENT_KINDS),
  serial: z.string(),
  issueDate: z.string(),
  supplier: taxParty,
  recipient: taxParty,
  placeOfSupply: z.object({ state: stateCode, stateName: z.string() }),
  onBehalfOf: z.object({ platformName: z.string(), platformGstin: z.string() }).nullable(),
  original: z.object({ serial: z.string(), issueDate: z.string() }).nullable(),
  reference: z.string(),
  lines: z.array(
    z.object({
      description: z.string(),
      sac: z.string(),
      taxablePaise: amount,
      gstPercent: z.number(),
      cgstPaise: amount,
      sgstPaise: amount,
      igstPaise: amount,
      totalPaise: amount,
    }),
  ),
  totals: z.object({
    taxablePaise: amount,
    cgstPaise: amount,
    sgstPaise: amount,
    igstPaise: amount,
    totalPaise: amount,
  }),
  totalInWords: z.string(),
  notes: z.array(z.string()),
  sample: z.boolean(),
});

/** PayoutStatementView (src/shared/tax/tax-document-view.ts). */
export const payoutStatementViewSchema = z.object({
  payoutId: z.string(),
  trainerName: z.string(),
  pan: z.string().nullable(),
  gstin: z.string().nullable(),
  weekStart: z.string(),
  weekEnd: z.string(),
  status: z.enum(['pending', 'processing', 'paid', 'failed']),
  paidAt: z.string().nullable(),
  transferReference: z.string().nullable(),
  sessions: z.array(
    z.object({
      bookingId: z.string(),
      sessionDate: z.string(),
      service: z.string(),
      clientName: z.string(),
      grossPaise: amount,
      commissionPaise: amount,
    }),
  ),
  grossPaise: amount,
  commissionPaise: amount,
  commissionGstPaise: amount,
  tcsPaise: amount,
  tdsPaise: amount,
  tdsRatePercent: z.number(),
  netPaise: amount,
  sample: z.boolean(),
});

/** TdsStatementView (src/shared/tax/tax-document-view.ts). */
export const tdsStatementViewSchema = z.object({
  financialYear: z.string(),
  trainerName: z.string(),
  pan: z.string().nullable(),
  deductor: z.object({ name: z.string(), address: z.string(), tan: z.string().nullable() }),
  quarters: z.array(
    z.object({
      quarter: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
      grossPaise: amount,
      tdsPaise: amount,
      payments: z.array(
        z.object({
          date: z.string(),
          reference: z.string(),
          grossPaise: amount,
          tdsPaise: amount,
          ratePercent: z.number(),
        }),
      ),
    }),
  ),
  grossPaise: amount,
  tdsPaise: amount,
  tcsPaise: amount,
  sample: z.boolean(),
});

export const taxDocumentResponseSchema = z.object({
  success: z.literal(true),
  data: taxDocumentViewSchema,
});
export const payoutStatementResponseSchema = z.object({
  success: z.literal(true),
  data: payoutStatementViewSchema,
});
export const tdsStatementResponseSchema = z.object({
  success: z.literal(true),
  data: tdsStatementViewSchema,
});

/** `?year=2026-27`; the financial year of today when left out. */
export const tdsStatementQuerySchema = z.object({
  year: z
    .string({ error: TAX_MESSAGES.invalidFinancialYear })
    .refine((label) => parseFinancialYear(label) !== null, TAX_MESSAGES.invalidFinancialYear)
    .optional(),
});

/**
 * An IST date as documents and statements print it: '2026-03-04' → 'Wed, 4 Mar 2026' ('बुध, 4
 * मार्च 2026' on a Hindi page).
 */
export const formatDocumentDate = (date: string, locale: Locale = 'en') =>
  `${formatBookingDate(date, locale)} ${date.slice(0, 4)}`;

/** 'KI/2627/000001' → 'KI-2627-000001.pdf': a serial's slashes cannot be in a file name. */
export const documentFileName = (serial: string) => `${serial.replaceAll('/', '-')}.pdf`;
export const payoutStatementFileName = (weekStart: string) =>
  `kasrat-payout-statement-${weekStart}.pdf`;
export const tdsStatementFileName = (financialYear: string) =>
  `kasrat-tds-statement-${financialYear}.pdf`;

/**
 * The financial years a trainer may pick a TDS statement for: this one and the two before it,
 * newest first. 15 March 2027 → ['2026-27', '2025-26', '2024-25'].
 */
export function recentFinancialYears(today: Date, count = 3): string[] {
  const current = financialYearOf(today).startYear;
  return Array.from({ length: count }, (_, back) => financialYear(current - back).label);
}
