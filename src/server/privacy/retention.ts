/**
 * How long personal data is kept once its purpose is served (docs/product/retention.md), each
 * period with the law or reason it follows. The `prune-personal-data` job reads these.
 */
export interface RetentionPeriod {
  days?: number;
  months?: number;
}

export const RETENTION = {
  /**
   * The address on a hold nobody paid for: nothing was agreed (DPDP Act 2023 section 8(7)); a
   * month after the hold expired covers a question about it.
   */
  unpaidHoldAddress: { days: 30 },
  /** E-mail codes and password-reset links: only the sign-in they were for (section 8(7)). */
  expiredVerification: { days: 1 },
  /** Analytics events, given with consent: a year and a month, for year-on-year comparison. */
  analyticsEvent: { months: 13 },
  /**
   * KYC document images and the Aadhaar number after a trainer left (account deleted) or was
   * rejected: disputes about the last payouts. The PAN and GSTIN stay with the tax records
   * (CGST Act 2017 section 36, Income-tax Act 1961 section 44AA with rule 6F: 8 years).
   */
  kycAfterLeaving: { days: 180 },
  /**
   * Records of who reached whose data (personal_data_access, kyc_document_view): DPDP Rules 2025
   * rule 6(1)(e) keeps such logs for a year.
   */
  accessRecord: { months: 12 },
} as const satisfies Record<string, RetentionPeriod>;

/**
 * The instant before which data kept for `period` has outlived it. Months are calendar months
 * in UTC: 13 months before 2026-03-02T04:30Z is 2025-02-02T04:30Z. From the 29th to the 31st
 * a shorter month rolls over a few days (31 March less one month is 3 March), which a period of
 * a year can bear.
 */
export function retentionCutoff(now: Date, period: RetentionPeriod): Date {
  const cutoff = new Date(now.getTime() - (period.days ?? 0) * 86_400_000);
  if (period.months) cutoff.setUTCMonth(cutoff.getUTCMonth() - period.months);
  return cutoff;
}
