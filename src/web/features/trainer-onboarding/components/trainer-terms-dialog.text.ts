import { TRAINER_TERMS } from '#shared/catalog.ts';
import { catalogue } from '#shared/catalogue.ts';

/**
 * The trainer terms, a fixed document (version 2.0, January 2025): its fee figures and date are
 * written out, and a language's text translates that version.
 */
export const trainerTermsText = catalogue('portfolioTrainerTerms', {
  title: 'Trainer Terms & Conditions',
  lastUpdated: `Last updated ${TRAINER_TERMS.updated} · Version ${TRAINER_TERMS.version}`,
  bodyLabel: 'Terms',
  sections: [
    {
      title: 'Payment & Earnings',
      items: [
        'Platform fee: 5% of each in-person session (personal and group) and 10% of each online session is deducted from your earning.',
        'Payouts are made weekly, on Fridays, for sessions completed in the previous week.',
        'KYC verification (Aadhaar, PAN and bank account) is mandatory before you receive any payout.',
        'You need at least 5 successful sessions before your first payout.',
        'A session is complete only when both you and the client confirm attendance.',
      ],
    },
    {
      title: 'Professional Conduct',
      items: [
        'Keep every booked session on time, and treat clients with respect and professionalism.',
        'Train within your qualifications and put your clients’ safety first.',
        'All bookings and payments with clients you meet on Kasrat must stay on the platform.',
      ],
    },
    {
      title: 'Account Management',
      items: [
        'Your profile information, certifications and photos must be accurate and your own; inaccurate information may lead to suspension of your account.',
        'Your portfolio is reviewed by our team before it appears in listings.',
        'Keep your availability up to date so clients only book times you can train.',
      ],
    },
    {
      title: 'Platform Policies',
      items: [
        'Clients can cancel free of charge up to 24 hours before a session; refunds follow the platform’s cancellation policy.',
        'Disputes between trainers and clients are resolved through platform support.',
        'Kasrat may update these terms; continued use of the platform means you accept the current version.',
      ],
    },
  ],
  acknowledgment: 'Acknowledgment',
  acknowledgmentText:
    'By accepting, you confirm that you have read and understood these terms and agree to follow them as a trainer on Kasrat.',
  privacyBefore: 'How we use a trainer’s details, KYC documents and bank account is in our',
  privacyLink: 'privacy notice',
  privacyAfter: '.',
  agree: 'I have read and agree to the Terms and Conditions',
  cancel: 'Cancel',
  accept: 'Accept & Continue',
  accepting: 'Processing...',
});
