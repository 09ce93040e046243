import type { MailMessage } from '#server/integrations/mail/mailer.ts';

interface Recipient {
  email: string;
  name: string;
}

const kycTab = (publicUrl: string) => `${publicUrl}/trainer-dashboard/kyc`;

/** The trainer hears of the KYC decision (docs/product/kyc.md#kyc-mails). */
export function kycApprovedEmail(to: Recipient, publicUrl: string): MailMessage {
  return {
    to: to.email,
    subject: 'Your KYC is verified',
    text: `Hello ${to.name},\n\nYour identity verification (KYC) on Kasrat is complete: your Aadhaar and PAN are verified and you can receive payouts. Payouts are made every Friday for the sessions completed the week before, once you have completed at least 5 sessions.\n\nYour KYC: ${kycTab(publicUrl)}`,
  };
}

export function kycRejectedEmail(to: Recipient, reason: string, publicUrl: string): MailMessage {
  return {
    to: to.email,
    subject: 'Your KYC needs changes',
    text: `Hello ${to.name},\n\nWe could not verify your KYC details.\nReason: ${reason}\n\nPlease correct them and resubmit: ${kycTab(publicUrl)}`,
  };
}
