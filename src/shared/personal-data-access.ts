import { z } from 'zod';

/**
 * The admin's list of who reached whose personal data
 * (docs/product/privacy.md#who-reached-whose-data): the contract both sides use.
 */
export const PERSONAL_DATA_ACCESS_MESSAGES = {
  loadFailed: 'Failed to load the record of personal data access',
  invalidPage: 'Page must be a whole number from 1',
  invalidLimit: 'Limit must be between 1 and 50',
  empty: 'No one has reached anyone’s personal data yet.',
  system: 'Kasrat (automatic)',
  thePerson: 'The person themselves',
  anonymised: 'Anonymised person',
} as const;

export const PERSONAL_DATA_ACTIONS = [
  'kyc-document-viewed',
  'kyc-numbers-revealed',
  'data-exported',
  'account-deleted',
] as const;
export type PersonalDataAccessAction = (typeof PERSONAL_DATA_ACTIONS)[number];

export const PERSONAL_DATA_ACTION_LABELS: Record<PersonalDataAccessAction, string> = {
  'kyc-document-viewed': 'Opened a KYC document',
  'kyc-numbers-revealed': 'Revealed a KYC number',
  'data-exported': 'Copy of their data made',
  'account-deleted': 'Account deleted',
};

export const PERSONAL_DATA_ACCESS_PAGE_LIMIT = 20;

export const personalDataAccessQuerySchema = z.object({
  page: z.coerce
    .number({ error: PERSONAL_DATA_ACCESS_MESSAGES.invalidPage })
    .int(PERSONAL_DATA_ACCESS_MESSAGES.invalidPage)
    .min(1, PERSONAL_DATA_ACCESS_MESSAGES.invalidPage)
    .max(100_000, PERSONAL_DATA_ACCESS_MESSAGES.invalidPage)
    .default(1),
  limit: z.coerce
    .number({ error: PERSONAL_DATA_ACCESS_MESSAGES.invalidLimit })
    .int(PERSONAL_DATA_ACCESS_MESSAGES.invalidLimit)
    .min(1, PERSONAL_DATA_ACCESS_MESSAGES.invalidLimit)
    .max(50, PERSONAL_DATA_ACCESS_MESSAGES.invalidLimit)
    .default(PERSONAL_DATA_ACCESS_PAGE_LIMIT),
});

export const personalDataAccessEntrySchema = z.object({
  id: z.string(),
  action: z.enum(PERSONAL_DATA_ACTIONS),
  /** What exactly: the document opened, the number revealed, or what the record says. */
  detail: z.string().nullable(),
  /** An admin (by name), the person themselves, or Kasrat's own jobs. */
  actor: z.object({
    kind: z.enum(['admin', 'person', 'system']),
    name: z.string().nullable(),
  }),
  /** Whose data, as the account is now: a person who left shows as anonymised. */
  subject: z.object({
    userId: z.string(),
    name: z.string().nullable(),
    anonymised: z.boolean(),
  }),
  /** ISO instant; shown in IST. */
  at: z.string(),
});
export type PersonalDataAccessEntry = z.infer<typeof personalDataAccessEntrySchema>;

export const personalDataAccessResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Newest first, the page asked for. */
    entries: z.array(personalDataAccessEntrySchema),
    totalCount: z.number().int(),
  }),
});
export type PersonalDataAccessPage = z.infer<typeof personalDataAccessResponseSchema>['data'];
