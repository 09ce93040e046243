import { catalogue } from '#shared/catalogue.ts';

export const portfolioStatusCardText = catalogue('portfolioStatusCard', {
  region: 'Portfolio status',
  heading: 'Portfolio',
  viewPublicProfile: 'View public profile',
  update: 'Update Portfolio',
  reason: 'Reason:',
  lastApprovedShows: 'Clients still see your last approved version until then.',
  explanations: {
    pending: 'Complete and save your portfolio to send it for review.',
    pending_review: 'Our team is reviewing your latest changes.',
    approved: 'Your portfolio is live: clients can find and book you.',
    rejected: 'Please update your portfolio and save it again.',
  },
});
