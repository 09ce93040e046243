import { catalogue } from '#shared/catalogue.ts';

export const shellFooterText = catalogue('shellFooter', {
  tagline: 'Your fitness journey, guided by certified trainers near you and online.',
  contactUs: 'Contact us',
  why: (brand: string) => `Why ${brand}`,
  securePlatform: 'Secure Platform',
  verifiedTrainers: 'Verified Trainers',
  safePayments: 'Safe Payments',
  support: '24/7 Support',
  rights: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`,
  privacyNotice: 'Privacy notice',
  disclaimer:
    'Disclaimer: fitness results vary from person to person. Please consult a qualified healthcare professional before starting any exercise, training or nutrition programme.',
  language: 'Language',
});
