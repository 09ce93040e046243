import type { MailMessage } from '#server/integrations/mail/mailer.ts';

interface Recipient {
  email: string;
  name: string;
}

/**
 * The trainer hears of the admin's decision on a portfolio, as of a KYC decision
 * (docs/product/trainer-portfolio.md#approval-mails).
 */
export function portfolioApprovedEmail(
  to: Recipient,
  trainerId: string,
  publicUrl: string,
): MailMessage {
  return {
    to: to.email,
    subject: 'Your portfolio is live on Kasrat',
    text: `Hello ${to.name},\n\nYour portfolio has been approved and is now live on Kasrat: clients can find you and book your sessions.\n\nYour public profile: ${publicUrl}/trainer/${encodeURIComponent(trainerId)}`,
  };
}

export function portfolioRejectedEmail(
  to: Recipient,
  reason: string,
  publicUrl: string,
): MailMessage {
  return {
    to: to.email,
    subject: 'Your portfolio needs changes',
    text: `Hello ${to.name},\n\nWe could not approve your portfolio yet.\nReason: ${reason}\n\nPlease update it and save it again: ${publicUrl}/update-portfolio`,
  };
}
