import { z } from 'zod';
import { FEE_PERCENT_PRECISION, isWholeBasisPoints } from '#shared/fees.ts';
import {
  gstinCheckCharacter,
  gstinState,
  isValidGstin,
  normaliseGstin,
} from '#shared/tax/gstin.ts';
import { DEFAULT_TAX_RATES, type TaxSettings } from '#shared/tax/tax-settings.ts';

const percent = (fallback: number) =>
  z.coerce
    .number()
    .min(0)
    .max(50)
    .refine(isWholeBasisPoints, FEE_PERCENT_PRECISION)
    .default(fallback);

const sac = (fallback: string) =>
  z
    .string()
    .regex(/^99\d{4}$/, 'must be a six-digit SAC starting 99')
    .default(fallback);

const taxSchema = z.object({
  PLATFORM_LEGAL_NAME: z.string().min(2).optional(),
  PLATFORM_ADDRESS: z.string().min(5).optional(),
  PLATFORM_GSTIN: z
    .string()
    .transform(normaliseGstin)
    .refine(isValidGstin, 'must be a valid GSTIN (its 15th character is a check character)')
    .optional(),
  PLATFORM_TAN: z
    .string()
    .regex(/^[A-Z]{4}\d{5}[A-Z]$/, 'must be a TAN: four letters, five digits, a letter')
    .optional(),
  GST_PERCENT: percent(DEFAULT_TAX_RATES.gstPercent),
  PLATFORM_SAC: sac(DEFAULT_TAX_RATES.platformSac),
  SESSION_SAC: sac(DEFAULT_TAX_RATES.sessionSac),
  SESSION_GST_PERCENT: percent(DEFAULT_TAX_RATES.sessionGstPercent),
  TDS_194O_PERCENT: percent(DEFAULT_TAX_RATES.tdsPercent),
  TDS_194O_NO_PAN_PERCENT: percent(DEFAULT_TAX_RATES.tdsNoPanPercent),
  TDS_194O_EXEMPTION_RUPEES: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_TAX_RATES.tdsExemptionPaise / 100),
  TCS_52_PERCENT: percent(DEFAULT_TAX_RATES.tcsPercent),
});

/** The embedded demo's platform: a GSTIN of the right form for no real business. */
const SAMPLE_GSTIN_BODY = '27AAACK0001K1Z';
export const SAMPLE_PLATFORM = {
  legalName: 'Kasrat Fitness Private Limited',
  address: 'Sample address, Andheri East, Mumbai 400069, Maharashtra',
  gstin: `${SAMPLE_GSTIN_BODY}${gstinCheckCharacter(SAMPLE_GSTIN_BODY)}`,
} as const;

/**
 * The tax settings (docs/product/tax.md#settings). A deployment that takes real money
 * (`realMoney`) must name its legal entity and GSTIN: its invoices are real. Otherwise the
 * sample identity stands in and every document says SAMPLE.
 */
export function loadTaxSettings(
  environment: Record<string, string | undefined>,
  realMoney: boolean,
): TaxSettings {
  const parsed = taxSchema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const env = parsed.data;
  const named = env.PLATFORM_GSTIN && env.PLATFORM_LEGAL_NAME && env.PLATFORM_ADDRESS;
  if (realMoney && !named) {
    throw new Error(
      'Invalid configuration: real payments need PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS and PLATFORM_GSTIN for the tax invoices',
    );
  }
  const gstin = named ? (env.PLATFORM_GSTIN as string) : SAMPLE_PLATFORM.gstin;
  const state = gstinState(gstin);
  if (!state) throw new Error('Invalid configuration: PLATFORM_GSTIN has no state code');
  return {
    platform: {
      legalName: named ? (env.PLATFORM_LEGAL_NAME as string) : SAMPLE_PLATFORM.legalName,
      address: named ? (env.PLATFORM_ADDRESS as string) : SAMPLE_PLATFORM.address,
      gstin,
      state,
      tan: env.PLATFORM_TAN ?? null,
      sample: !named,
    },
    gstPercent: env.GST_PERCENT,
    platformSac: env.PLATFORM_SAC,
    sessionSac: env.SESSION_SAC,
    sessionGstPercent: env.SESSION_GST_PERCENT,
    tdsPercent: env.TDS_194O_PERCENT,
    tdsNoPanPercent: env.TDS_194O_NO_PAN_PERCENT,
    tdsExemptionPaise: env.TDS_194O_EXEMPTION_RUPEES * 100,
    tcsPercent: env.TCS_52_PERCENT,
  };
}
