import { conflict, HttpError, invalidFields, notFound } from '#server/http-error.ts';
import { mailEffect, type SideEffect } from '#server/outbox/side-effect.ts';
import { type Pagination, paginate } from '#shared/discovery-types.ts';
import type { UploadField } from '#shared/image-upload.ts';
import {
  gstinMismatch,
  KYC_DOCUMENTS,
  KYC_MESSAGES,
  type KycDocument,
  type KycDocumentLink,
  type KycDocumentViewEntry,
  type KycReviewItem,
  type KycReviewStatus,
  type KycStatus,
  type KycSubmission,
  type KycTaxDetails,
  kycEditable,
  lastFour,
  missingDocumentErrors,
  type TrainerKyc,
} from '#shared/kyc.ts';
import { MESSAGES } from '#shared/messages.ts';
import { present } from '#shared/present.ts';
import type { KycRecord, KycRepository, KycSubmissionColumns } from './kyc.repository';
import { type KycCipher, SEALED_COLUMN } from './kyc-cipher';
import { kycApprovedEmail, kycRejectedEmail } from './kyc-emails';
import { type KycOwner, reviewItemOf, statusOf, trainerKycView } from './kyc-view';

export interface KycServiceOptions {
  repository: KycRepository;
  cipher: KycCipher;
  /** Confirms a document reference is this user's upload for that field (features/uploads). */
  takeUploadedImage: (userId: string, field: UploadField, url: string) => Promise<unknown>;
  /** A short-lived signed link to a private file (features/uploads). */
  privateReadUrl: (reference: string) => Promise<string>;
  /** How long privateReadUrl's links work, for the reviewer's screen. */
  privateReadSeconds: number;
  publicUrl: string;
  now: () => Date;
  /** What else a verified KYC sets going (a Route linked account, when Route is on). */
  completionEffects?: (trainerId: string) => SideEffect[];
}

/** Who paid out to: the decrypted account of a verified trainer (the payouts feature). */
export interface PayoutBeneficiary {
  accountHolder: string;
  bank: { accountNumber: string; ifsc: string; bankName: string | null } | null;
  upiId: string | null;
}

const DOCUMENT_VIEWS_SHOWN = 20;

/**
 * docs/product/kyc.md: a trainer submits identity and payout details with three
 * documents; an admin verifies them against the documents and decides; the trainer hears of it.
 */
export function createKycService(options: KycServiceOptions) {
  const { repository, cipher, now } = options;

  async function ownTrainerId(userId: string) {
    const trainerId = await repository.trainerOfUser(userId);
    if (!trainerId) throw notFound(MESSAGES.trainerNotFound);
    return trainerId;
  }

  async function ownerView(row: KycRecord | null): Promise<TrainerKyc> {
    if (!row) return trainerKycView(null);
    const links = await Promise.all(
      KYC_DOCUMENTS.map(async (document) => {
        const reference = row[document];
        return [document, reference ? await options.privateReadUrl(reference) : null] as const;
      }),
    );
    return trainerKycView(row, Object.fromEntries(links) as Record<KycDocument, string | null>);
  }

  /** The documents after this submission: new uploads taken, the rest kept from the file. */
  async function documentsOf(userId: string, row: KycRecord | null, input: KycSubmission) {
    const documents = {} as Record<KycDocument, string | null>;
    const errors: Record<string, string> = {};
    for (const document of KYC_DOCUMENTS) {
      const kept = row?.[document] ?? null;
      const given = input[document];
      documents[document] = given ?? kept;
      if (!given || given === kept) continue;
      try {
        await options.takeUploadedImage(userId, document, given);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        errors[document] = error.message;
      }
    }
    const problems = {
      ...missingDocumentErrors({
        aadhaarFrontImage: documents.aadhaarFrontImage !== null,
        aadhaarBackImage: documents.aadhaarBackImage !== null,
        panImage: documents.panImage !== null,
      }),
      ...errors,
    };
    if (Object.keys(problems).length > 0) throw invalidFields(problems);
    return documents;
  }

  function columnsOf(
    trainerId: string,
    input: KycSubmission,
  ): Omit<KycSubmissionColumns, KycDocument> {
    const seal = (value: string, column: string) => cipher.encrypt(value, trainerId, column);
    const optional = (value: string) => (value === '' ? null : value);
    const account = optional(input.bankAccountNumber);
    return {
      aadhaarNumberEncrypted: seal(input.aadhaarNumber, SEALED_COLUMN.aadhaar),
      aadhaarLast4: lastFour(input.aadhaarNumber),
      aadhaarName: input.aadhaarName,
      panNumberEncrypted: seal(input.panNumber, SEALED_COLUMN.pan),
      panLast4: lastFour(input.panNumber),
      panName: input.panName,
      upiId: optional(input.upiId),
      bankAccountName: optional(input.bankAccountName),
      bankAccountNumberEncrypted: account ? seal(account, SEALED_COLUMN.bankAccount) : null,
      bankAccountLast4: account ? lastFour(account) : null,
      bankIfsc: optional(input.bankIFSC),
      bankName: optional(input.bankName),
      bankBranch: optional(input.bankBranch),
      stateCode: input.stateCode,
      gstin: optional(input.gstin),
    };
  }

  const lockedMessage = (status: KycStatus) =>
    status === 'completed' ? KYC_MESSAGES.verifiedLocked : KYC_MESSAGES.underReviewLocked;

  async function underReview(trainerId: string) {
    const found = await repository.findWithOwner(trainerId);
    if (!found) throw notFound(KYC_MESSAGES.notSubmitted);
    if (found.kyc.status !== 'partial') throw conflict(KYC_MESSAGES.nothingToReview);
    return found;
  }

  const recipientOf = (owner: KycOwner) => ({
    email: owner.accountEmail,
    name: owner.firstName || owner.trainerName || 'Trainer',
  });

  async function decide(
    trainerId: string,
    reviewerId: string,
    mailFor: (owner: KycOwner) => Parameters<typeof mailEffect>[0],
    change: { status: 'completed' | 'rejected'; rejectionReason: string | null },
  ) {
    const found = await underReview(trainerId);
    const decided = await repository.decide(trainerId, {
      ...change,
      reviewerId,
      at: now(),
      notices: [
        mailEffect(mailFor(found)),
        ...(change.status === 'completed' ? (options.completionEffects?.(trainerId) ?? []) : []),
      ],
    });
    if (!decided) throw conflict(KYC_MESSAGES.nothingToReview);
  }

  return {
    async get(userId: string): Promise<TrainerKyc> {
      return ownerView(await repository.find(await ownTrainerId(userId)));
    },

    /** `input` has passed the shared rule already (the route's schema). */
    async submit(userId: string, input: KycSubmission) {
      const trainerId = await ownTrainerId(userId);
      const row = await repository.find(trainerId);
      const status = statusOf(row);
      if (!kycEditable(status)) throw conflict(lockedMessage(status));
      const documents = await documentsOf(userId, row, input);
      const saved = await repository.submit(
        trainerId,
        { ...columnsOf(trainerId, input), ...documents },
        now(),
      );
      if (!saved) throw conflict(KYC_MESSAGES.underReviewLocked);
      return {
        message: status === 'rejected' ? KYC_MESSAGES.resubmitted : KYC_MESSAGES.submitted,
        data: await ownerView(await repository.find(trainerId)),
      };
    },

    /**
     * A verified trainer's state and GSTIN, changed without a new review
     * (docs/product/kyc.md#tax-details). `input` has passed the shared rule; the GSTIN's PAN is
     * checked here against the one on file, which the form never holds.
     */
    async saveTaxDetails(userId: string, input: KycTaxDetails) {
      const trainerId = await ownTrainerId(userId);
      const row = await repository.find(trainerId);
      if (row?.status !== 'completed') {
        throw conflict(
          row?.status === 'partial'
            ? KYC_MESSAGES.underReviewLocked
            : KYC_MESSAGES.taxDetailsWithForm,
        );
      }
      if (input.gstin !== '') {
        const sealed = present(row.panNumberEncrypted, "a verified KYC's PAN");
        const pan = cipher.decrypt(sealed, trainerId, SEALED_COLUMN.pan);
        const mismatch = gstinMismatch(input.gstin, pan, input.stateCode);
        if (mismatch) throw invalidFields({ gstin: mismatch });
      }
      const gstin = input.gstin === '' ? null : input.gstin;
      const saved = await repository.saveTaxDetails(
        trainerId,
        { stateCode: input.stateCode, gstin },
        now(),
      );
      if (!saved) throw conflict(KYC_MESSAGES.taxDetailsWithForm);
      return {
        message: KYC_MESSAGES.taxDetailsSaved,
        data: await ownerView(await repository.find(trainerId)),
      };
    },

    /**
     * For other features: 'completed' is the only state that may be paid
     * (docs/product/earnings-and-payouts.md#payout-eligibility).
     */
    async kycStatus(trainerId: string): Promise<KycStatus> {
      return statusOf(await repository.find(trainerId));
    },

    /** The verified account to pay, decrypted; null unless the KYC is completed. */
    async payoutBeneficiary(trainerId: string): Promise<PayoutBeneficiary | null> {
      const row = await repository.find(trainerId);
      if (row?.status !== 'completed') return null;
      const account = row.bankAccountNumberEncrypted
        ? cipher.decrypt(row.bankAccountNumberEncrypted, trainerId, SEALED_COLUMN.bankAccount)
        : null;
      return {
        accountHolder: row.bankAccountName ?? row.panName ?? row.aadhaarName ?? '',
        bank:
          account && row.bankIfsc
            ? { accountNumber: account, ifsc: row.bankIfsc, bankName: row.bankName }
            : null,
        upiId: row.upiId,
      };
    },

    async queue(
      status: KycReviewStatus,
      page: number,
      limit: number,
    ): Promise<{ data: KycReviewItem[]; pagination: Pagination }> {
      const { rows, total } = await repository.queue(status, (page - 1) * limit, limit);
      return {
        data: rows.map(({ kyc, ...owner }) => reviewItemOf(kyc, owner)),
        pagination: paginate(page, limit, total),
      };
    },

    async review(
      trainerId: string,
    ): Promise<KycReviewItem & { documentViews: KycDocumentViewEntry[] }> {
      const found = await repository.findWithOwner(trainerId);
      if (!found) throw notFound(KYC_MESSAGES.notSubmitted);
      const views = await repository.documentViews(trainerId, DOCUMENT_VIEWS_SHOWN);
      return {
        ...reviewItemOf(found.kyc, found),
        documentViews: views.map((view) => ({
          document: view.document,
          viewerName: `${view.firstName} ${view.lastName}`.trim() || view.email,
          viewedAt: view.viewedAt.toISOString(),
        })),
      };
    },

    /**
     * A document for a reviewer, with the full number printed on it to compare against: the
     * view is recorded before either is handed out.
     */
    async documentLink(
      reviewerId: string,
      trainerId: string,
      document: KycDocument,
    ): Promise<KycDocumentLink> {
      const row = await repository.find(trainerId);
      if (!row) throw notFound(KYC_MESSAGES.notSubmitted);
      const reference = row[document];
      const sealed = document === 'panImage' ? row.panNumberEncrypted : row.aadhaarNumberEncrypted;
      if (!reference || !sealed) throw notFound(KYC_MESSAGES.documentMissing);
      const column = document === 'panImage' ? SEALED_COLUMN.pan : SEALED_COLUMN.aadhaar;
      await repository.recordDocumentView(trainerId, reviewerId, document, now());
      return {
        document,
        url: await options.privateReadUrl(reference),
        expiresInSeconds: options.privateReadSeconds,
        number: cipher.decrypt(sealed, trainerId, column),
      };
    },

    approve: (reviewerId: string, trainerId: string) =>
      decide(
        trainerId,
        reviewerId,
        (owner) => kycApprovedEmail(recipientOf(owner), options.publicUrl),
        {
          status: 'completed',
          rejectionReason: null,
        },
      ),

    reject: (reviewerId: string, trainerId: string, reason: string) =>
      decide(
        trainerId,
        reviewerId,
        (owner) => kycRejectedEmail(recipientOf(owner), reason, options.publicUrl),
        { status: 'rejected', rejectionReason: reason },
      ),
  };
}
export type KycService = ReturnType<typeof createKycService>;
