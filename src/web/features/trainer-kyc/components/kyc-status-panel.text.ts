import { catalogue } from '#shared/catalogue.ts';

export const kycStatusPanelText = catalogue('kycStatusPanel', {
  notSubmitted: {
    title: 'Verify your identity',
    text: 'KYC is required before you can receive payouts. Fill in your Aadhaar, PAN and payout details and upload the three documents.',
  },
  partial: {
    title: 'Verification in progress',
    text: 'We are reviewing your KYC details. This usually takes 1-2 business days; we will e-mail you when it is done.',
  },
  completed: {
    title: 'KYC verified',
    text: 'Your identity is verified. You can receive payments.',
  },
  rejected: {
    title: 'KYC rejected',
    text: 'Please correct your details below and resubmit.',
  },
  reason: 'Reason: ',
});
