import type { MailMessage } from '#server/integrations/mail/mailer.ts';
import { formatRupees } from '#shared/money.ts';
import { payoutWeekLabel } from '#shared/payouts.ts';

export interface PayoutMailView {
  trainerName: string;
  trainerEmail: string;
  weekStart: string;
  sessionCount: number;
  grossPaise: number;
  platformFeePaise: number;
  netPaise: number;
}

function breakdown(view: PayoutMailView) {
  const sessions = `${view.sessionCount} session${view.sessionCount === 1 ? '' : 's'}`;
  return `${sessions}: ${formatRupees(view.grossPaise)} earned, platform fee ${formatRupees(view.platformFeePaise)}, paid to you ${formatRupees(view.netPaise)}.`;
}

/** The trainer hears that the week's money was sent, with the bank's reference to look for. */
export function payoutPaidEmail(view: PayoutMailView, reference: string, publicUrl: string) {
  const week = payoutWeekLabel(view.weekStart);
  return {
    to: view.trainerEmail,
    subject: `Payout of ${formatRupees(view.netPaise)} sent for ${week}`,
    text: `Hello ${view.trainerName},\nYour payout for the week ${week} has been sent.\n${breakdown(view)}\nTransfer reference: ${reference}\nYour payouts: ${publicUrl}/trainer-dashboard/earnings`,
  } satisfies MailMessage;
}

/** The trainer hears that the transfer did not go through, and why. */
export function payoutFailedEmail(view: PayoutMailView, reason: string, publicUrl: string) {
  const week = payoutWeekLabel(view.weekStart);
  return {
    to: view.trainerEmail,
    subject: `Payout for ${week} could not be sent`,
    text: `Hello ${view.trainerName},\nYour payout of ${formatRupees(view.netPaise)} for the week ${week} could not be sent: ${reason}\nPlease check the bank account or UPI id on your KYC; our team will retry the payout.\nYour KYC: ${publicUrl}/trainer-dashboard/kyc`,
  } satisfies MailMessage;
}
