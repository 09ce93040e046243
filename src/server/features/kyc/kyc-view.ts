import {
  KYC_DOCUMENTS,
  type KycDocument,
  type KycReviewItem,
  type KycStatus,
  maskAadhaar,
  maskBankAccount,
  maskPan,
  type TrainerKyc,
} from '#shared/kyc.ts';
import { isStateCode } from '#shared/tax/indian-states.ts';
import type { KycRecord } from './kyc.repository';

type DocumentLinks = Record<KycDocument, string | null>;

const NO_DOCUMENTS: DocumentLinks = {
  aadhaarFrontImage: null,
  aadhaarBackImage: null,
  panImage: null,
};

export const statusOf = (row: KycRecord | null): KycStatus => row?.status ?? 'none';

/**
 * The fields every response shares: numbers only ever masked (docs/product/kyc.md#masked-numbers);
 * the GSTIN in full, as it is printed on invoices (docs/product/kyc.md#tax-details).
 */
function fieldsOf(row: KycRecord | null) {
  return {
    kycStatus: statusOf(row),
    kycRejectionReason: row?.rejectionReason ?? null,
    aadhaarNumber: row?.aadhaarLast4 ? maskAadhaar(row.aadhaarLast4) : null,
    aadhaarName: row?.aadhaarName ?? null,
    panNumber: row?.panLast4 ? maskPan(row.panLast4) : null,
    panName: row?.panName ?? null,
    upiId: row?.upiId ?? null,
    bankAccountName: row?.bankAccountName ?? null,
    bankAccountNumber: row?.bankAccountLast4 ? maskBankAccount(row.bankAccountLast4) : null,
    bankIFSC: row?.bankIfsc ?? null,
    bankName: row?.bankName ?? null,
    bankBranch: row?.bankBranch ?? null,
    stateCode: row?.stateCode && isStateCode(row.stateCode) ? row.stateCode : null,
    gstin: row?.gstin ?? null,
    aadhaarVerified: row?.aadhaarVerified ?? false,
    panVerified: row?.panVerified ?? false,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
  };
}

/** The owner's view: `links` are short-lived signed URLs of the documents on file. */
export function trainerKycView(
  row: KycRecord | null,
  links: DocumentLinks = NO_DOCUMENTS,
): TrainerKyc {
  return { ...fieldsOf(row), ...links };
}

export interface KycOwner {
  trainerName: string;
  firstName: string;
  lastName: string;
  accountEmail: string;
}

/** A reviewer's view: which documents are on file, opened one by one through the audited link. */
export function reviewItemOf(row: KycRecord, owner: KycOwner): KycReviewItem {
  const accountName = `${owner.firstName} ${owner.lastName}`.trim();
  return {
    trainerId: row.trainerId,
    trainerName: owner.trainerName || accountName || owner.accountEmail,
    accountEmail: owner.accountEmail,
    ...fieldsOf(row),
    documents: Object.fromEntries(
      KYC_DOCUMENTS.map((document) => [document, row[document] !== null]),
    ) as Record<KycDocument, boolean>,
  };
}
