import type { TranslationOf } from '#shared/catalogue.ts';
import type { PORTFOLIO_STATUS_TEXT } from '#shared/portfolio-status.ts';

export default {
  portfolioStatus: {
    pending: 'अधूरा',
    pending_review: 'रिव्यू में',
    approved: 'मंज़ूर',
    rejected: 'नामंज़ूर',
  } satisfies TranslationOf<typeof PORTFOLIO_STATUS_TEXT>,
};
