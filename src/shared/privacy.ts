import { z } from 'zod';
import { formatIstTime } from './ist';
import {
  CONSENT_PURPOSES,
  OPTIONAL_PURPOSES,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
} from './privacy-messages';
import { strictObject } from './strict-object';

/** The fields sign-up adds to better-auth's (docs/product/privacy.md#adults-only). */
export const signUpAgreementShape = {
  adultConfirmed: z.literal(true, { error: PRIVACY_MESSAGES.adultRequired }),
  noticeAgreed: z.literal(true, { error: PRIVACY_MESSAGES.noticeRequired }),
  analyticsConsent: z.boolean().optional(),
  marketingConsent: z.boolean().optional(),
};

/** What a sign-up through the API sends when the person confirms and agrees (tests, scripts). */
export const SIGN_UP_AGREEMENTS = { adultConfirmed: true, noticeAgreed: true } as const;

export const optionalPurposeSchema = z.enum(OPTIONAL_PURPOSES, {
  error: PRIVACY_MESSAGES.unknownPurpose,
});

/** `POST /api/privacy/consents`: give an optional purpose. */
export const giveConsentSchema = strictObject({ purpose: optionalPurposeSchema });
/** `POST /api/privacy/consents/notice`: agree to the current notice's version. */
export const agreeToNoticeSchema = strictObject({ version: z.literal(PRIVACY_NOTICE_VERSION) });

export const consentIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const consentRecordSchema = z.object({
  id: z.string(),
  purpose: z.enum(CONSENT_PURPOSES),
  noticeVersion: z.string(),
  givenAt: z.iso.datetime(),
  withdrawnAt: z.iso.datetime().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const consentStateSchema = z.object({
  /** Every consent, newest first. */
  history: z.array(consentRecordSchema),
  /** Whether each optional purpose stands now. */
  current: z.object({ analytics: z.boolean(), marketing: z.boolean() }),
  /** The notice version the person last agreed to, or null. */
  agreedNoticeVersion: z.string().nullable(),
  currentNoticeVersion: z.string(),
  /** True when the person must agree to the current notice before going on. */
  noticeOutdated: z.boolean(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** `GET /api/privacy/notice`: the notice's version and who answers complaints. */
export const noticeDetailsSchema = z.object({
  version: z.string(),
  effective: z.string(),
  grievanceOfficer: z.object({ name: z.string(), email: z.string() }),
});
export type NoticeDetails = z.infer<typeof noticeDetailsSchema>;

/** Whether a notice version agreed to is older than the current one (versions are ISO dates). */
export function isNoticeOutdated(agreed: string | null): boolean {
  return agreed === null || agreed < PRIVACY_NOTICE_VERSION;
}

const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * A consent's instant in IST whatever the machine's zone.
 * Example: 2026-11-26T12:30:00Z → '26 Nov 2026, 6:00 PM IST'.
 */
export function formatConsentInstant(instant: Date): string {
  return `${DAY_MONTH_YEAR.format(instant)}, ${formatIstTime(instant)} IST`;
}
