import { catalogue } from '#shared/catalogue.ts';
import { PRIVACY_COPY, PRIVACY_NOTICE_EFFECTIVE } from '#shared/privacy-messages.ts';

/**
 * `/privacy`, the notice (docs/product/privacy.md#the-notice). Under the DPDP Act a notice may be
 * read in English or any language of the Eighth Schedule; each language says the same, so a
 * change here is a change to every language's text.
 */
export const privacyNoticeText = catalogue('privacyNotice', {
  title: PRIVACY_COPY.title,
  description: PRIVACY_COPY.description,
  /** `version` is the notice's date as stored ('2026-11-26'). */
  version: (version: string) => `Version ${version}, in effect from ${PRIVACY_NOTICE_EFFECTIVE}.`,
  intro:
    'Kasrat connects clients with fitness trainers in India. This notice says, in plain words, what personal data we collect, why, how long we keep it, who receives it, and how you use your rights under India’s Digital Personal Data Protection Act, 2023. Kasrat is for adults: you must be 18 or older to have an account.',
  collect: {
    title: 'What we collect, and why',
    visitor: {
      title: 'When you visit without an account',
      items: [
        'The pages you view and the searches you make, only if you allow anonymous usage analytics when asked. Without it we store nothing about your visit.',
        'Your approximate location, only if you let the browser share it to find trainers near you; it stays in your browser.',
      ],
    },
    client: {
      title: 'When you are a client',
      items: [
        'Your name, e-mail, password (stored only as a hash), and, if you add them, phone, birth date, city, gender and photo: to run your account.',
        'Bookings, the address of a home session, payments, refunds, invoices and session packs: to arrange and pay for sessions, and because the tax laws require the records.',
        'Chats with trainers and the reviews you write: to let you talk and help others choose.',
        'Reminder channels you turn on (e-mail, WhatsApp number, browser notifications).',
      ],
    },
    trainer: {
      title: 'When you are a trainer',
      items: [
        'Everything a client gives, plus your public portfolio: photos, services, prices, availability and qualifications.',
        'KYC: Aadhaar and PAN numbers and images, and bank details, kept encrypted; to verify you and pay you, and for TDS and GST records the law requires.',
        'Payouts, statements and tax documents.',
      ],
    },
    consent:
      'Consent is separate for what the service does not need: usage analytics and mail about offers and news are off until you turn them on, and you can turn them off at any time.',
  },
  keep: {
    title: 'How long we keep it',
    items: [
      'Your account, bookings’ addresses, chats and reviews: while your account exists. When you delete it, your details are removed; messages and reviews stay signed “Deleted user” or “Former client”.',
      'Addresses on holds never paid for: 30 days. Sign-in codes and reset links: a day after they expire. Mails and messages we sent: 30 days after delivery. A copy of your data: 24 hours after it is ready.',
      'Usage analytics (with consent): 13 months.',
      'Invoices, payments, refunds, payouts, TDS and GST records: 8 years after the end of the financial year, as the CGST Act and the Income-tax Act require; under a pseudonym once you leave.',
      'KYC documents and the Aadhaar number: 180 days after a trainer leaves or is rejected.',
      'Records of who reached whose data: 1 year. Consent records: while the account exists.',
    ],
  },
  receive: {
    title: 'Who receives it',
    intro:
      'We never sell your data. Other users see only what Kasrat shows them (a trainer sees a client’s name, and the address of a home session they booked). Beyond them:',
    /** Who receives what, and only when the person uses the part of Kasrat that needs it. */
    recipients: [
      {
        who: 'Razorpay, the payment gateway',
        what: 'your name, e-mail, phone and the amount, to take a payment or make a refund; a trainer’s bank details for payouts.',
      },
      {
        who: 'Our mail service',
        what: 'your e-mail address and the mail’s words (codes, booking mails, receipts).',
      },
      {
        who: 'Zoom or Jitsi Meet, the meeting provider',
        what: 'an online session’s time and a meeting link; what you say in a meeting is between you and them.',
      },
      {
        who: 'OpenStreetMap’s tile servers',
        what: 'the map area your browser shows, when you open a map (not your address).',
      },
      {
        who: 'WhatsApp (Meta)',
        what: 'your mobile number and the reminder’s words, only if you turn WhatsApp reminders on.',
      },
      {
        who: 'Your browser’s push service',
        what: 'a reminder’s words, only if you turn on notifications on that device.',
      },
    ],
  },
  rights: {
    title: 'Your rights, and how to use them',
    access: {
      name: 'Access',
      text: 'Profile → Privacy → “Download my data” prepares a copy of everything we hold about you.',
    },
    /** The profile is a link between `before` and `after`. */
    correction: {
      name: 'Correction',
      before: 'change your details on your ',
      link: 'profile',
      after: '.',
    },
    erasure: { name: 'Erasure', text: 'Profile → Privacy → “Delete my account”.' },
    /** Profile → Privacy is a link between `before` and `after`. */
    withdraw: {
      name: 'Withdraw consent',
      before: 'turn analytics or offers off in ',
      link: 'Profile → Privacy',
      after: ', as easily as you turned them on.',
    },
    nominate: {
      name: 'Nominate',
      text: 'you may name someone to use these rights if you die or cannot; write to the grievance officer.',
    },
    grievance: {
      name: 'Grievance',
      text: 'write to the grievance officer below; we answer within 90 days at the latest.',
    },
  },
  officer: {
    title: 'Grievance officer',
    loadFailed: 'The officer’s details could not be loaded. Please try again.',
    loading: 'Loading…',
    board:
      'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
  },
});
