import { z } from 'zod';
import { catalogue, type Translation } from './catalogue';
import { paginationSchema } from './discovery-types';
import { type FieldErrors, fieldErrorsOf } from './field-errors';
import type { Locale } from './locale';
import { present } from './present';
import { strictObject } from './strict-object';
import { gstinState, isValidGstin, normaliseGstin } from './tax/gstin';
import {
  INDIAN_STATES,
  isStateCode,
  STATE_CODES,
  type StateCode,
  stateName,
} from './tax/indian-states';
import { DEFAULT_TAX_RATES } from './tax/tax-settings';
import { translateMessage } from './translate-message';

/**
 * A trainer's identity verification (docs/product/kyc.md): the rule the KYC
 * form checks as the trainer types and the server applies to every submission, the masks every
 * response shows, the states and the messages, once.
 */

export const KYC_MESSAGES = {
  aadhaarRequired: 'Aadhaar number is required',
  aadhaarDigits: 'Aadhaar number must be 12 digits',
  aadhaarFirstDigit: 'Aadhaar number cannot start with 0 or 1',
  aadhaarChecksum: 'This Aadhaar number is not valid. Please check the digits.',
  aadhaarNameRequired: 'Name as on Aadhaar is required',
  panRequired: 'PAN is required',
  panFormat: 'PAN must be 5 letters, 4 digits and a letter, like ABCDE1234F',
  panNameRequired: 'Name as on PAN card is required',
  payoutMethodRequired: 'Add your bank account details or a UPI ID to receive payments',
  bankAccountNameRequired: 'Account holder name is required',
  bankAccountNumberRequired: 'Bank account number is required',
  bankAccountNumberFormat: 'Bank account number must be 9 to 18 digits',
  ifscRequired: 'IFSC code is required',
  ifscFormat: 'IFSC must be 4 letters, a zero and 6 letters or digits, like HDFC0001234',
  bankNameRequired: 'Bank name is required',
  bankBranchRequired: 'Branch is required',
  upiFormat: 'UPI ID must look like name@bank, like asha.verma@okhdfc',
  stateRequired: 'Select the state of your business address',
  gstinFormat: 'Enter a valid 15-character GSTIN, as on your GST registration certificate',
  gstinPanMismatch: 'This GSTIN belongs to another PAN: its characters 3 to 12 must be your PAN',
  gstinStateMismatch: (state: string, code: string) =>
    `This GSTIN is not registered in ${state}: a ${state} GSTIN starts with ${code}`,
  tooLong: (max: number) => `Must not exceed ${max} characters`,
  documentRequired: {
    aadhaarFrontImage: 'Please upload the front of your Aadhaar card',
    aadhaarBackImage: 'Please upload the back of your Aadhaar card',
    panImage: 'Please upload your PAN card',
  },

  submitted: 'KYC details submitted successfully! Your submission is now under review.',
  resubmitted: 'KYC details resubmitted successfully!',
  updateFailed: 'Failed to update KYC details. Please try again.',
  documentUploaded: 'Document uploaded successfully!',
  documentUploadFailed: 'Failed to upload document. Please try again.',
  loadFailed: 'Failed to load KYC details',
  fixErrors: 'Please fix the highlighted fields before submitting.',
  underReviewLocked:
    'Your KYC details are under review and cannot be changed until they are decided',
  verifiedLocked: 'Your KYC is verified; the details cannot be changed here',
  taxDetailsSaved: 'Tax details saved',
  taxDetailsWithForm:
    'Give your state and GSTIN in the KYC form; they can be changed here once your KYC is verified',

  approved: 'KYC approved; the trainer can now receive payouts',
  rejected: 'KYC rejected; the trainer sees the reason',
  nothingToReview: 'This KYC submission is not awaiting review',
  notSubmitted: 'This trainer has no KYC submission',
  documentMissing: 'This document is not on file',
  reasonRequired: 'Please give the trainer a reason for the rejection',
} as const;

export const KYC_TEXT = catalogue('kycMessages', KYC_MESSAGES);

/**
 * The names of the KYC's documents, states and details, as the trainer's form and summary and
 * the reviewer's queue show them.
 */
export const KYC_LABELS = {
  documents: {
    aadhaarFrontImage: 'Aadhaar card (front)',
    aadhaarBackImage: 'Aadhaar card (back)',
    panImage: 'PAN card',
  },
  numbers: { aadhaar: 'Aadhaar number', pan: 'PAN' },
  statuses: {
    none: 'Not submitted',
    pending: 'Not submitted',
    partial: 'Under review',
    completed: 'Verified',
    rejected: 'Rejected',
  },
  rows: {
    aadhaarNumber: 'Aadhaar number',
    aadhaarName: 'Name as on Aadhaar',
    panNumber: 'PAN',
    panName: 'Name as on PAN card',
    bankAccountName: 'Account holder name',
    bankAccountNumber: 'Bank account number',
    bankIFSC: 'IFSC code',
    bankName: 'Bank name',
    bankBranch: 'Branch',
    upiId: 'UPI ID',
    state: 'State',
    gstin: 'GSTIN',
  },
  gstinNotRegistered: 'Not registered',
  /** The states and union territories by GST state code; the code is what is stored and sent. */
  states: Object.fromEntries(INDIAN_STATES.map(({ code, name }) => [code, name])) as Readonly<
    Record<StateCode, string>
  >,
  /** Under the GSTIN field: what registering changes for the trainer. */
  gstinHint: (tcsPercent: number) =>
    `Registered trainers get tax invoices for their sessions; ${tcsPercent} % TCS is withheld from their payouts under GST section 52.`,
} as const;

export const KYC_LABELS_TEXT = catalogue('kycLabels', KYC_LABELS);
type KycLabels = Translation<typeof KYC_LABELS>;

export const GSTIN_HINT = KYC_LABELS.gstinHint(DEFAULT_TAX_RATES.tcsPercent);

export const KYC_DOCUMENTS = ['aadhaarFrontImage', 'aadhaarBackImage', 'panImage'] as const;
export type KycDocument = (typeof KYC_DOCUMENTS)[number];

export const KYC_DOCUMENT_LABELS: Record<KycDocument, string> = KYC_LABELS.documents;

/** The number printed on each document, which opening it reveals to a reviewer. */
export const KYC_NUMBER_OF_DOCUMENT = {
  aadhaarFrontImage: 'aadhaar',
  aadhaarBackImage: 'aadhaar',
  panImage: 'pan',
} as const satisfies Record<KycDocument, string>;
export type KycNumber = (typeof KYC_NUMBER_OF_DOCUMENT)[KycDocument];
export const KYC_NUMBER_LABELS: Record<KycNumber, string> = KYC_LABELS.numbers;

/** 'none' is a trainer who never submitted; the database holds no row for them. */
export const KYC_STATUSES = ['none', 'pending', 'partial', 'completed', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const KYC_REVIEW_STATUSES = ['partial', 'completed', 'rejected'] as const;
export type KycReviewStatus = (typeof KYC_REVIEW_STATUSES)[number];

export const KYC_STATUS_LABELS: Record<KycStatus, string> = KYC_LABELS.statuses;

/** The form is editable only in these states (docs/product/kyc.md#kyc-states). */
export function kycEditable(status: KycStatus): boolean {
  return status === 'none' || status === 'pending' || status === 'rejected';
}

// ---- the check digits ----

// Verhoeff's dihedral-group tables (the scheme UIDAI uses for Aadhaar's last digit).
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 7, 6, 8, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const cell = (table: readonly (readonly number[])[], row: number, column: number) =>
  present(table[row]?.[column], 'a Verhoeff table cell');

function verhoeffFold(digits: string, offset: number): number {
  let check = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    check = cell(MULTIPLY, check, cell(PERMUTE, (index + offset) % 8, digit));
  }
  return check;
}

/** True when the last digit is the Verhoeff check digit of the others ("2363": true). */
export function hasVerhoeffCheckDigit(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeffFold(digits, 0) === 0;
}

/** The digit that completes `digits` ("236" → "3"). */
export function verhoeffCheckDigit(digits: string): string {
  return String(INVERSE[verhoeffFold(digits, 1)]);
}

// ---- the field rules ----

const AADHAAR_DIGITS = /^\d{12}$/;
const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_PATTERN = /^\d{9,18}$/;
const UPI_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

export const AADHAAR_INPUT_MAX = 12;
export const PAN_INPUT_MAX = 10;
export const GSTIN_INPUT_MAX = 15;
const NAME_MAX = 100;

/** Aadhaar as typed, spaces and all ("2345 6789 0124"), reduced to its digits. */
export function aadhaarDigits(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Why a (space-free) Aadhaar number is refused, or null. */
export function aadhaarProblem(digits: string): string | null {
  if (digits === '') return KYC_MESSAGES.aadhaarRequired;
  if (!AADHAAR_DIGITS.test(digits)) return KYC_MESSAGES.aadhaarDigits;
  if (digits[0] === '0' || digits[0] === '1') return KYC_MESSAGES.aadhaarFirstDigit;
  if (!hasVerhoeffCheckDigit(digits)) return KYC_MESSAGES.aadhaarChecksum;
  return null;
}

/** Why a (normalised) GSTIN is refused, or null; none at all is no GSTIN, which is allowed. */
export function gstinProblem(gstin: string): string | null {
  if (gstin === '') return null;
  return isValidGstin(gstin) ? null : KYC_MESSAGES.gstinFormat;
}

/**
 * Why a well-formed GSTIN does not belong to this trainer, or null. A GSTIN is the state's code,
 * the holder's PAN and three characters ("27ABCPV1234F1Z" and its check character): its PAN must be
 * the KYC's, its state the one chosen. `pan` is null when unknown or itself refused.
 */
export function gstinMismatch(gstin: string, pan: string | null, stateCode: string): string | null {
  if (pan !== null && gstin.slice(2, 12) !== pan) return KYC_MESSAGES.gstinPanMismatch;
  if (isStateCode(stateCode) && gstinState(gstin) !== stateCode) {
    return KYC_MESSAGES.gstinStateMismatch(stateName(stateCode), stateCode);
  }
  return null;
}

type Check = (value: string) => string | null;

/** Text trimmed (and transformed), then refused with the first problem `check` names. */
const checkedText = (max: number, check: Check, transform: (value: string) => string = (v) => v) =>
  z
    .string()
    .max(max + 20, KYC_MESSAGES.tooLong(max))
    .transform((value) => transform(value.trim()))
    .check((ctx) => {
      const message = ctx.value.length > max ? KYC_MESSAGES.tooLong(max) : check(ctx.value);
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value, continue: true });
    })
    // A field left out is an empty field: it gets its own message, not a type error.
    .prefault('');

const required =
  (message: string): Check =>
  (value) =>
    value === '' ? message : null;
const pattern =
  (test: RegExp, missing: string | null, malformed: string): Check =>
  (value) => {
    if (value === '') return missing;
    return test.test(value) ? null : malformed;
  };
const upper = (value: string) => value.toUpperCase();

/** Each field's own rule, for the form as the trainer types and for the whole submission. */
export const KYC_FIELDS = {
  aadhaarNumber: checkedText(14, aadhaarProblem, aadhaarDigits),
  aadhaarName: checkedText(NAME_MAX, required(KYC_MESSAGES.aadhaarNameRequired)),
  panNumber: checkedText(
    PAN_INPUT_MAX,
    pattern(PAN_PATTERN, KYC_MESSAGES.panRequired, KYC_MESSAGES.panFormat),
    upper,
  ),
  panName: checkedText(NAME_MAX, required(KYC_MESSAGES.panNameRequired)),
  upiId: checkedText(320, pattern(UPI_PATTERN, null, KYC_MESSAGES.upiFormat)),
  bankAccountName: checkedText(NAME_MAX, () => null),
  bankAccountNumber: checkedText(
    18,
    pattern(ACCOUNT_PATTERN, null, KYC_MESSAGES.bankAccountNumberFormat),
    (value) => value.replace(/\s+/g, ''),
  ),
  bankIFSC: checkedText(11, pattern(IFSC_PATTERN, null, KYC_MESSAGES.ifscFormat), upper),
  bankName: checkedText(NAME_MAX, () => null),
  bankBranch: checkedText(NAME_MAX, () => null),
  stateCode: checkedText(NAME_MAX, (value) =>
    isStateCode(value) ? null : KYC_MESSAGES.stateRequired,
  ),
  // Longer than a GSTIN, so that one typed a character too long is named a wrong GSTIN.
  gstin: checkedText(2 * GSTIN_INPUT_MAX, gstinProblem, normaliseGstin),
} as const;
export type KycTextField = keyof typeof KYC_FIELDS;

const BANK_FIELDS = [
  ['bankAccountName', KYC_MESSAGES.bankAccountNameRequired],
  ['bankAccountNumber', KYC_MESSAGES.bankAccountNumberRequired],
  ['bankIFSC', KYC_MESSAGES.ifscRequired],
  ['bankName', KYC_MESSAGES.bankNameRequired],
  ['bankBranch', KYC_MESSAGES.bankBranchRequired],
] as const;

/** A newly uploaded document (`private:…` from GET /api/upload-url); absent keeps the one on file. */
const documentReference = z.string().trim().max(500).nullable().optional();

interface TaxDetailsValue {
  stateCode: string;
  gstin: string;
}

/** The GSTIN's own issue, when it is well formed but not this trainer's (`gstinMismatch`). */
function gstinMismatchIssue(value: TaxDetailsValue, pan: string | null) {
  if (value.gstin === '' || gstinProblem(value.gstin)) return null;
  const message = gstinMismatch(value.gstin, pan, value.stateCode);
  return message
    ? { code: 'custom' as const, message, path: ['gstin'], input: value, continue: true }
    : null;
}

/**
 * PUT /api/trainer/kyc/tax-details and its form: a verified trainer's state and GSTIN. The
 * server then checks the GSTIN's PAN against the one on file (`gstinMismatch`).
 */
export const kycTaxDetailsSchema = strictObject({
  stateCode: KYC_FIELDS.stateCode,
  gstin: KYC_FIELDS.gstin,
}).check((ctx) => {
  const issue = gstinMismatchIssue(ctx.value, null);
  if (issue) ctx.issues.push(issue);
});
export type KycTaxDetailsInput = z.input<typeof kycTaxDetailsSchema>;
export type KycTaxDetails = z.output<typeof kycTaxDetailsSchema>;

/** The form's messages for the tax details by field. */
export function kycTaxDetailsErrors(input: KycTaxDetailsInput): FieldErrors {
  const parsed = kycTaxDetailsSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

/**
 * PUT /api/trainer/kyc and the form's submit. A payout method is required: the bank account
 * (all five fields) or a UPI ID, or both; a bank field filled in asks for the other four. The
 * state is required, a GSTIN optional but then the trainer's own (`gstinMismatch`).
 * The numbers come out normalised: Aadhaar digits only, PAN, IFSC and GSTIN in capitals.
 */
export const kycSubmissionSchema = strictObject({
  ...KYC_FIELDS,
  aadhaarFrontImage: documentReference,
  aadhaarBackImage: documentReference,
  panImage: documentReference,
}).check((ctx) => {
  const value = ctx.value;
  const pan = PAN_PATTERN.test(value.panNumber) ? value.panNumber : null;
  const gstinIssue = gstinMismatchIssue(value, pan);
  if (gstinIssue) ctx.issues.push(gstinIssue);
  const bankStarted = BANK_FIELDS.some(([field]) => value[field] !== '');
  if (bankStarted) {
    for (const [field, message] of BANK_FIELDS) {
      if (value[field] === '') {
        ctx.issues.push({ code: 'custom', message, path: [field], input: value, continue: true });
      }
    }
  } else if (value.upiId === '') {
    ctx.issues.push({
      code: 'custom',
      message: KYC_MESSAGES.payoutMethodRequired,
      path: ['payoutMethod'],
      input: value,
      continue: true,
    });
  }
});
export type KycSubmissionInput = z.input<typeof kycSubmissionSchema>;
export type KycSubmission = z.output<typeof kycSubmissionSchema>;

/** The form's messages by field; the documents count as present when on file or uploaded. */
export function kycSubmissionErrors(
  input: KycSubmissionInput,
  documentsPresent: Record<KycDocument, boolean>,
): FieldErrors {
  const parsed = kycSubmissionSchema.safeParse(input);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  return { ...errors, ...missingDocumentErrors(documentsPresent) };
}

/** The form's messages by field, which the rules give in English, in the page's language. */
export function kycErrorsIn(errors: FieldErrors, locale: Locale): FieldErrors {
  if (locale === 'en') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      translateMessage(message, KYC_TEXT, locale),
    ]),
  );
}

export function missingDocumentErrors(present: Record<KycDocument, boolean>): FieldErrors {
  const errors: FieldErrors = {};
  for (const document of KYC_DOCUMENTS) {
    if (!present[document]) errors[document] = KYC_MESSAGES.documentRequired[document];
  }
  return errors;
}

// ---- masks ----

/** The last four characters of a number, the only part ever kept in clear. */
export const lastFour = (value: string) => value.slice(-4);

/** The Aadhaar mask "XXXX XXXX 1234" (docs/product/kyc.md#masked-numbers). */
export const maskAadhaar = (last4: string) => `XXXX XXXX ${last4}`;
/** "XXXXXX234F": a PAN's last four, the fourth digit and the check letter. */
export const maskPan = (last4: string) => `XXXXXX${last4}`;
export const maskBankAccount = (last4: string) => `XXXXXX${last4}`;

// ---- responses ----

const documentUrls = {
  /** Short-lived signed links, for the owner only; null when not on file. */
  aadhaarFrontImage: z.string().nullable(),
  aadhaarBackImage: z.string().nullable(),
  panImage: z.string().nullable(),
};

const kycFieldsShape = {
  kycStatus: z.enum(KYC_STATUSES),
  kycRejectionReason: z.string().nullable(),
  /** Masked: "XXXX XXXX 1234". */
  aadhaarNumber: z.string().nullable(),
  aadhaarName: z.string().nullable(),
  /** Masked: "XXXXXX234F". */
  panNumber: z.string().nullable(),
  panName: z.string().nullable(),
  upiId: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  /** Masked: "XXXXXX1234". */
  bankAccountNumber: z.string().nullable(),
  bankIFSC: z.string().nullable(),
  bankName: z.string().nullable(),
  bankBranch: z.string().nullable(),
  /** The GST code of the business address's state; null on a submission made before it was asked. */
  stateCode: z.enum(STATE_CODES).nullable(),
  /** In full: a GSTIN is public, printed on every tax invoice. Null when not GST-registered. */
  gstin: z.string().nullable(),
  aadhaarVerified: z.boolean(),
  panVerified: z.boolean(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
};

/** GET and PUT /api/trainer/kyc's `data`. */
export const trainerKycSchema = z.object({ ...kycFieldsShape, ...documentUrls });
export type TrainerKyc = z.infer<typeof trainerKycSchema>;

type KycFields = z.infer<z.ZodObject<typeof kycFieldsShape>>;
type DetailRow = [string, string | null];

/**
 * The identity and payout details as label and masked value, in the order they are read;
 * `labels` are the page language's (`KYC_LABELS_TEXT`).
 */
export function kycIdentityRows(
  kyc: KycFields,
  labels: KycLabels['rows'] = KYC_LABELS.rows,
): DetailRow[] {
  return [
    [labels.aadhaarNumber, kyc.aadhaarNumber],
    [labels.aadhaarName, kyc.aadhaarName],
    [labels.panNumber, kyc.panNumber],
    [labels.panName, kyc.panName],
    [labels.bankAccountName, kyc.bankAccountName],
    [labels.bankAccountNumber, kyc.bankAccountNumber],
    [labels.bankIFSC, kyc.bankIFSC],
    [labels.bankName, kyc.bankName],
    [labels.bankBranch, kyc.bankBranch],
    [labels.upiId, kyc.upiId],
  ];
}

/** State and GSTIN; both unknown (null) on a submission made before they were asked. */
export function kycTaxRows(
  kyc: Pick<KycFields, 'stateCode' | 'gstin'>,
  labels: Pick<KycLabels, 'rows' | 'gstinNotRegistered' | 'states'> = KYC_LABELS,
): DetailRow[] {
  const state = kyc.stateCode ? labels.states[kyc.stateCode] : null;
  return [
    [labels.rows.state, state],
    [labels.rows.gstin, kyc.gstin ?? (state ? labels.gstinNotRegistered : null)],
  ];
}

/** Everything submitted, as the owner and the reviewer read it. */
export function kycDetailRows(kyc: KycFields, labels: KycLabels = KYC_LABELS): DetailRow[] {
  return [...kycIdentityRows(kyc, labels.rows), ...kycTaxRows(kyc, labels)];
}

export const trainerKycResponseSchema = z.object({
  success: z.literal(true),
  data: trainerKycSchema,
});
export const trainerKycSavedSchema = trainerKycResponseSchema.extend({ message: z.string() });

/** One submission as a reviewer sees it in the queue: numbers masked, documents by link. */
export const kycReviewItemSchema = z.object({
  trainerId: z.string(),
  trainerName: z.string(),
  accountEmail: z.string(),
  ...kycFieldsShape,
  /** Which documents are on file; each opens through the audited document link. */
  documents: z.object({
    aadhaarFrontImage: z.boolean(),
    aadhaarBackImage: z.boolean(),
    panImage: z.boolean(),
  }),
});
export type KycReviewItem = z.infer<typeof kycReviewItemSchema>;

export const kycQueueResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(kycReviewItemSchema),
  pagination: paginationSchema,
});

const kycDocumentViewSchema = z.object({
  document: z.enum(KYC_DOCUMENTS),
  viewerName: z.string(),
  viewedAt: z.string(),
});
export type KycDocumentViewEntry = z.infer<typeof kycDocumentViewSchema>;

export const kycReviewResponseSchema = z.object({
  success: z.literal(true),
  data: kycReviewItemSchema.extend({
    /** Who opened which document when, newest first. */
    documentViews: z.array(kycDocumentViewSchema),
  }),
});

/**
 * A document opened for review: the link, and the full number printed on it so the reviewer can
 * compare the two. Both are given only here, where the view is recorded.
 */
export const kycDocumentLinkSchema = z.object({
  success: z.literal(true),
  data: z.object({
    document: z.enum(KYC_DOCUMENTS),
    url: z.string(),
    expiresInSeconds: z.number().int(),
    /** The full Aadhaar number (both Aadhaar sides) or PAN (the PAN card). */
    number: z.string(),
  }),
});
export type KycDocumentLink = z.infer<typeof kycDocumentLinkSchema>['data'];

export const kycRejectionSchema = strictObject({
  reason: z
    .string({ error: KYC_MESSAGES.reasonRequired })
    .trim()
    .min(1, KYC_MESSAGES.reasonRequired)
    .max(500, KYC_MESSAGES.tooLong(500)),
});
