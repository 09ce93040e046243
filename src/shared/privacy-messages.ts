import { BRAND } from './catalog';
import { catalogue } from './catalogue';

/**
 * The privacy notice's version: the date it took effect (docs/product/privacy.md#the-notice).
 * A new version asks every signed-in person once more (docs/product/privacy.md#consent).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';
/** The notice's effective date as the page shows it. */
export const PRIVACY_NOTICE_EFFECTIVE = '26 November 2026';

/** What changed in this version, shown when a person who agreed to an older one signs in. */
export const PRIVACY_NOTICE_CHANGES: readonly string[] = [
  'A plain notice at /privacy: what we collect, why, for how long and who receives it.',
  'Usage analytics and offers by mail are now separate choices, off until you turn them on.',
  'Download a copy of your data, or delete your account, from Profile → Privacy.',
  'Kasrat is for adults: you confirm you are 18 or older.',
];

export const CONSENT_PURPOSES = ['notice', 'analytics', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** The purposes a person may give and withdraw with a switch; the notice itself is not one. */
export const OPTIONAL_PURPOSES = ['analytics', 'marketing'] as const;
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

/**
 * Every message the notice, consent and adults-only rules show or answer with
 * (docs/product/privacy.md#consent).
 */
/**
 * What sign-up shows and answers about age and privacy (docs/product/privacy.md#adults-only),
 * apart from the rest so that its Hindi can come with the sign-in screens'.
 */
export const SIGN_UP_PRIVACY_MESSAGES = {
  adultRequired: 'Please confirm you are 18 or older: Kasrat is for adults only',
  noticeRequired: 'Please agree to the privacy notice to create an account',
  adultLabel: 'I am 18 or older',
  noticeLabel: 'I agree to the privacy notice',
  analyticsHint: 'Usage events that help us improve Kasrat. Off unless you turn it on.',
  marketingHint: 'Mail about offers and news. Off unless you turn it on.',
  analyticsLabel: 'Usage analytics',
  marketingLabel: 'Offers and news by mail',
} as const;

export const SIGN_UP_PRIVACY_TEXT = catalogue('signUpPrivacy', SIGN_UP_PRIVACY_MESSAGES);

export const PRIVACY_MESSAGES = {
  ...SIGN_UP_PRIVACY_MESSAGES,
  unknownPurpose: 'Choose analytics or marketing',
  noticeNotWithdrawable:
    'The privacy notice covers what Kasrat needs to work. To withdraw it, delete your account from Profile → Privacy.',
  consentNotFound: 'This consent was not found',
  alreadyWithdrawn: 'This consent was already withdrawn',
  consentGiven: (purpose: OptionalPurpose) => `${PURPOSE_LABELS[purpose]}: turned on`,
  consentWithdrawn: (purpose: OptionalPurpose) => `${PURPOSE_LABELS[purpose]}: turned off`,
  noticeAgreed: 'Thank you: you agreed to the privacy notice',
  consentsLoadFailed: 'Could not load your consents',
  reaskTitle: 'Our privacy notice has changed',
  reaskIntro: (effective: string) =>
    `The privacy notice of ${effective} replaces the one you agreed to. What changed:`,
  reaskAgree: 'I agree, continue',
  visitorAnalyticsQuestion: 'Allow anonymous usage analytics?',
  visitorAnalyticsAllow: 'Allow',
  visitorAnalyticsDecline: 'No thanks',
} as const;

export const PURPOSE_LABELS: Readonly<Record<ConsentPurpose, string>> = {
  notice: 'Privacy notice',
  analytics: SIGN_UP_PRIVACY_MESSAGES.analyticsLabel,
  marketing: SIGN_UP_PRIVACY_MESSAGES.marketingLabel,
};

/** `/privacy`'s title and description, for the page and its server-rendered head. */
export const PRIVACY_COPY = {
  title: 'Privacy notice',
  description: `What ${BRAND.name} collects from visitors, clients and trainers, why, for how long, who receives it, and your rights under India’s DPDP Act.`,
} as const;
