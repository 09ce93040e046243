import { catalogue } from '#shared/catalogue.ts';

/** The KYC form's own words; its fields are named by KYC_LABELS_TEXT's rows. */
export const kycFormText = catalogue('kycForm', {
  onFile: (masked: string) => `On file: ${masked}. Enter the full number again to resubmit.`,
  aadhaarCard: 'Aadhaar card',
  aadhaarPlaceholder: '12-digit Aadhaar number',
  taxDetails: 'Tax details',
  payout: 'How you get paid',
  payoutIntro:
    'Give your bank account, a UPI ID, or both. Payouts go to the bank account when there is one.',
  documents: 'Documents',
  /** Around the link to the privacy notice. */
  documentsIntroStart:
    'Only you and our verification team can see these. They are never shown on your profile. How long we keep them, and why, is in our ',
  privacyNotice: 'privacy notice',
  documentsIntroEnd: '.',
  submitting: 'Submitting...',
  resubmit: 'Resubmit KYC Details',
  submit: 'Submit KYC Details',
});

export const kycDocumentFieldText = catalogue('kycDocumentField', {
  hint: 'A clear photo or scan, up to 5MB',
  asUploaded: (document: string) => `${document} as uploaded`,
  notUploaded: 'Not uploaded yet',
  replace: 'Replace',
  upload: 'Upload',
});
