import { conflict, HttpError, invalidFields, notFound } from '#server/http-error.ts';
import { mailEffect } from '#server/outbox/side-effect.ts';
import { type Pagination, paginate } from '#shared/discovery-types.ts';
import type { UploadField } from '#shared/image-upload.ts';
import { MESSAGES } from '#shared/messages.ts';
import { type Portfolio, portfolioErrors, type ServiceOffers } from '#shared/portfolio.ts';
import type { PortfolioReviewItem, ProfileData, TrainerPortfolio } from '#shared/portfolio-api.ts';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import type { PortfolioStatus } from '#shared/portfolio-status.ts';
import { ratingOf } from '../discovery/trainer-card';
import { portfolioApprovedEmail, portfolioRejectedEmail } from './portfolio-emails';
import { fromStored, portfolioOfColumns, publishedColumns, toStored } from './stored-portfolio';
import type {
  ReviewChange,
  TrainerPortfolioRepository,
  TrainerRecord,
} from './trainer-portfolio.repository';

const IMAGE_FIELDS = ['heroImage1', 'heroImage2', 'profileImage', 'listingImage'] as const;

export interface TrainerPortfolioServiceOptions {
  repository: TrainerPortfolioRepository;
  /** Confirms an image URL is this user's upload for that field (features/uploads). */
  takeUploadedImage: (userId: string, field: UploadField, url: string) => Promise<unknown>;
  /** Where the site is, for the links in the review mails. */
  publicUrl: string;
  now: () => Date;
}

/** What the trainer edits: the last saved revision, else the published version. */
const draftOf = (row: TrainerRecord): Portfolio =>
  row.revision ? fromStored(row.revision) : portfolioOfColumns(row);

const reviewStateOf = (row: TrainerRecord) => ({
  portfolioStatus: row.status,
  rejectionReason: row.rejectionReason,
  published: row.published,
  submittedAt: row.submittedAt?.toISOString() ?? null,
});

/**
 * docs/product/trainer-portfolio.md#revisions-and-publishing: a trainer's saves are kept as a
 * revision; a complete revision awaits an admin, whose approval publishes it. The public profile is
 * only ever an approved version.
 */
export function createTrainerPortfolioService({
  repository,
  takeUploadedImage,
  publicUrl,
  now,
}: TrainerPortfolioServiceOptions) {
  async function ownTrainer(userId: string) {
    const found = await repository.findByUser(userId);
    if (!found) throw notFound(MESSAGES.trainerNotFound);
    return found;
  }

  const viewOf = (row: TrainerRecord, draft: Portfolio): TrainerPortfolio => ({
    ...draft,
    id: row.id,
    _id: row.id,
    ...reviewStateOf(row),
    rating: ratingOf(row),
    reviewCount: row.reviewCount,
  });

  /** Every new image must be the user's own upload for that field; kept ones pass. */
  async function checkImages(userId: string, row: TrainerRecord, next: Portfolio) {
    const draft = draftOf(row);
    const errors: Record<string, string> = {};
    for (const field of IMAGE_FIELDS) {
      const url = next[field];
      if (url === null || url === draft[field] || url === row[field]) continue;
      try {
        await takeUploadedImage(userId, field, url);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        errors[field] = error.message;
      }
    }
    if (Object.keys(errors).length > 0) {
      throw invalidFields(errors);
    }
  }

  /**
   * Keeps the edit. A complete portfolio goes to review; an unfinished one (possible only
   * from the services screen) waits in the editor with the status it had.
   */
  async function keep(row: TrainerRecord, next: Portfolio) {
    const at = now();
    const complete = Object.keys(portfolioErrors(next)).length === 0;
    const review: ReviewChange = complete
      ? { status: 'pending_review', submittedAt: at, rejectionReason: null }
      : { status: row.status, submittedAt: row.submittedAt, rejectionReason: row.rejectionReason };
    await repository.saveRevision(row.id, toStored(next), review, at);
    return viewOf({ ...row, ...review }, next);
  }

  async function pendingRow(trainerId: string) {
    const found = await repository.findWithOwner(trainerId);
    if (!found) throw notFound(MESSAGES.trainerNotFound);
    const row = found.trainer;
    if (row.status !== 'pending_review' || !row.revision || !row.submittedAt) {
      throw conflict(PORTFOLIO_MESSAGES.nothingToReview);
    }
    return {
      revision: row.revision,
      submittedAt: row.submittedAt,
      recipient: {
        email: found.accountEmail,
        name: found.firstName || row.name || 'Trainer',
      },
    };
  }

  return {
    async profileData(userId: string): Promise<ProfileData> {
      const { trainer, firstName, lastName, accountEmail } = await ownTrainer(userId);
      return {
        user: { firstName, lastName, email: accountEmail },
        trainer: viewOf(trainer, draftOf(trainer)),
      };
    },

    /** `portfolio` has passed the shared rules already (the route's schema). */
    async save(userId: string, portfolio: Portfolio): Promise<TrainerPortfolio> {
      const { trainer } = await ownTrainer(userId);
      await checkImages(userId, trainer, portfolio);
      return keep(trainer, portfolio);
    },

    async services(userId: string): Promise<Portfolio['services']> {
      const { trainer } = await ownTrainer(userId);
      return draftOf(trainer).services;
    },

    /**
     * docs/product/trainer-portfolio.md#services-management-screen: the same services as the
     * portfolio's Services tab, through the same review.
     */
    async saveServices(userId: string, services: ServiceOffers): Promise<TrainerPortfolio> {
      const { trainer } = await ownTrainer(userId);
      return keep(trainer, { ...draftOf(trainer), services });
    },

    async queue(
      status: PortfolioStatus,
      page: number,
      limit: number,
    ): Promise<{ data: PortfolioReviewItem[]; pagination: Pagination }> {
      const { rows, total } = await repository.queue(status, (page - 1) * limit, limit);
      return {
        data: rows.map(({ trainer, firstName, lastName, accountEmail }) => ({
          trainerId: trainer.id,
          accountName: `${firstName} ${lastName}`.trim(),
          accountEmail,
          ...reviewStateOf(trainer),
          portfolio: draftOf(trainer),
        })),
        pagination: paginate(page, limit, total),
      };
    },

    async approve(trainerId: string) {
      const { revision, submittedAt, recipient } = await pendingRow(trainerId);
      const notices = [mailEffect(portfolioApprovedEmail(recipient, trainerId, publicUrl))];
      const columns = publishedColumns(revision);
      if (!(await repository.approve(trainerId, submittedAt, columns, now(), notices))) {
        throw conflict(PORTFOLIO_MESSAGES.nothingToReview);
      }
    },

    async reject(trainerId: string, reason: string) {
      const { submittedAt, recipient } = await pendingRow(trainerId);
      const notices = [mailEffect(portfolioRejectedEmail(recipient, reason, publicUrl))];
      if (!(await repository.reject(trainerId, submittedAt, reason, now(), notices))) {
        throw conflict(PORTFOLIO_MESSAGES.nothingToReview);
      }
    },
  };
}
export type TrainerPortfolioService = ReturnType<typeof createTrainerPortfolioService>;
