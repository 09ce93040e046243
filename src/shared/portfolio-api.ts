import { z } from 'zod';
import { paginationSchema } from './discovery-types';
import type { Portfolio } from './portfolio';
import { PORTFOLIO_STATUSES } from './portfolio-status';

/** Where a trainer's portfolio stands, beside the portfolio itself. */
const reviewState = {
  portfolioStatus: z.enum(PORTFOLIO_STATUSES),
  rejectionReason: z.string().nullable(),
  /** True once a version is public; the public profile is that version. */
  published: z.boolean(),
  submittedAt: z.string().nullable(),
};

/**
 * The trainer's own portfolio as the editor loads it: the last saved revision (or the
 * published version), the review state and the real review figures for the preview. A
 * revision may be unfinished, so the portfolio's fields pass through without its rules.
 */
export const trainerPortfolioSchema = z.looseObject({
  id: z.string(),
  _id: z.string(),
  ...reviewState,
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type TrainerPortfolio = Portfolio & z.infer<typeof trainerPortfolioSchema>;

export const profileDataSchema = z.object({
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  trainer: trainerPortfolioSchema,
});
export type ProfileData = Omit<z.infer<typeof profileDataSchema>, 'trainer'> & {
  trainer: TrainerPortfolio;
};

/** One portfolio in the admin queue: what approval would publish. */
export const portfolioReviewItemSchema = z.object({
  trainerId: z.string(),
  accountName: z.string(),
  accountEmail: z.string(),
  ...reviewState,
  portfolio: z.looseObject({}),
});
export type PortfolioReviewItem = z.infer<typeof portfolioReviewItemSchema> & {
  portfolio: Portfolio;
};

export const portfolioQueueSchema = z.object({
  success: z.literal(true),
  data: z.array(portfolioReviewItemSchema),
  pagination: paginationSchema,
});
