import { catalogue } from '#shared/catalogue.ts';

export const kycSummaryText = catalogue('kycSummary', {
  loading: 'Loading KYC details',
  title: 'Submitted details',
  aadhaarVerification: 'Aadhaar verification',
  panVerification: 'PAN verification',
  verified: 'Verified',
  notVerifiedYet: 'Not verified yet',
  asSubmitted: (document: string) => `${document} as submitted`,
});
