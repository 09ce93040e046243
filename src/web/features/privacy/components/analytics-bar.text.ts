import { catalogue } from '#shared/catalogue.ts';
import { PRIVACY_MESSAGES as M } from '#shared/privacy-messages.ts';

/** The visitor's analytics question, which every public page may show. */
export const analyticsBarText = catalogue('analyticsBar', {
  question: M.visitorAnalyticsQuestion,
  privacyNotice: 'Privacy notice',
  allow: M.visitorAnalyticsAllow,
  decline: M.visitorAnalyticsDecline,
});
