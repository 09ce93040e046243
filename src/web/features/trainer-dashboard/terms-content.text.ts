import { catalogue } from '#shared/catalogue.ts';
import type { TermsItem, TermsSection } from './terms-content';

/**
 * The trainer terms of the dashboard's T&C tab (version and date in terms-content.ts). A rule
 * marked important stops payouts or the account when broken; its translation keeps the mark.
 */
export const termsText = catalogue('dashTerms', {
  payment: [
    {
      text: 'Identity verification (KYC) is mandatory for payouts. Your Aadhaar, PAN and a bank account or UPI ID in your own name must be verified before any money is paid to you.',
      important: true,
    },
    {
      text: 'You must complete at least 5 successful sessions on Kasrat before your first payout.',
      important: true,
    },
    {
      text: 'A session counts as completed, and earns you money, only when both you and your client confirm attendance after it has started.',
      important: true,
    },
    {
      text: 'Payouts are made weekly, every Friday, for the sessions completed from Monday to Sunday of the previous week, to the bank account or UPI ID verified in your KYC.',
    },
    {
      text: 'If you cancel a booked session, your client receives a full refund and the session earns nothing.',
    },
    {
      text: 'Each payout lists its sessions, the amount your clients paid, the platform fee and what you receive, so every rupee can be traced.',
    },
  ] as TermsItem[],
  sections: [
    {
      title: 'Professional Conduct',
      items: [
        { text: 'Reply to booking requests and client messages within 24 hours.' },
        {
          text: 'Arrive 5-10 minutes early for in-person sessions and start online sessions on time, prepared for the client’s goals.',
        },
        {
          text: 'Treat every client with respect. Harassment, discrimination or any unsafe behaviour ends your use of Kasrat.',
        },
        {
          text: 'Ask about injuries and health conditions before training, and train only within the qualifications you hold.',
        },
        {
          text: 'Cancel only when it cannot be avoided, and tell your client why. Frequent cancellations are reviewed by our team.',
        },
      ],
    },
    {
      title: 'Platform Usage',
      items: [
        {
          text: 'All bookings and payments with clients you meet on Kasrat must stay on the platform. Taking bookings or payments outside Kasrat can lead to suspension of your account.',
          important: true,
        },
        {
          text: 'Your profile must be accurate: your name, photos, certifications, experience and prices. Misleading information can lead to suspension of your account.',
          important: true,
        },
        {
          text: 'Keep your availability up to date, so clients book only the times you can really train.',
        },
        {
          text: 'Reviews come only from clients after their sessions. You may choose up to 10 of them for your profile; you may not write, buy or alter reviews.',
        },
        {
          text: 'Use your clients’ contact details and chat only for their sessions with you.',
        },
      ],
    },
    {
      title: 'Liability & Insurance',
      items: [
        {
          text: 'You work as an independent professional, not as an employee or agent of Kasrat. Kasrat connects you with clients and handles bookings and payments.',
        },
        {
          text: 'You are responsible for the safety of the sessions you run, the equipment you use and the place you train in.',
        },
        {
          text: 'We strongly recommend professional liability insurance that covers personal, group and online training.',
        },
        {
          text: 'Report any injury or incident during a session to support within 24 hours.',
        },
      ],
    },
    {
      title: 'Legal Compliance',
      items: [
        {
          text: 'You are responsible for your own income tax, and for GST registration where your turnover requires it.',
        },
        {
          text: 'Handle your clients’ personal data as the Digital Personal Data Protection Act, 2023 requires: only for their sessions, kept safe, and never shared.',
        },
        {
          text: 'Disputes with a client go to Kasrat support first; we review the booking, the chat and the payment records and decide on refunds.',
        },
        {
          text: 'We may update these terms. A new version is announced on this dashboard before it applies.',
        },
      ],
    },
  ] as TermsSection[],
});
