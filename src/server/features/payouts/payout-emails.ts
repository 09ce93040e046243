import type { MailMessage } from '#server/integrations/mail/mailer.ts';
import { formatRupees } from '#shared/money.ts';
import { payoutWeekLabel } from '#shared/payouts.ts';
import { payoutStatementLines, statementAmount } from '#shared/tax/payout-statement-lines.ts';

export interface PayoutMailView {
  id: string;
  trainerName: string;
  trainerEmail: string;
  weekStart: string;
  sessionCount: number;
  grossPaise: number;
  /** The commission, GST included. */
  platformFeePaise: number;
  commissionGstPaise: number;
  tcsPaise: number;
  tdsPaise: number;
  tdsRateBp: number;
  netPaise: number;
}

/** The statement's lines, as the Earnings tab and the PDF show them. */
function statement(view: PayoutMailView) {
  return payoutStatementLines({
    ...view,
    commissionPaise: view.platformFeePaise,
    tdsRatePercent: view.tdsRateBp / 100,
  })
    .map((line) => `${line.label}: ${statementAmount(line)}`)
    .join('\n');
}

/**
 * The trainer hears that the week's money was sent: the statement's figures, the bank's reference
 * to look for, and where the statement is (its PDF needs them signed in).
 */
export function payoutPaidEmail(view: PayoutMailView, reference: string, publicUrl: string) {
  const week = payoutWeekLabel(view.weekStart);
  return {
    to: view.trainerEmail,
    subject: `Payout of ${formatRupees(view.netPaise)} sent for ${week}`,
    text: `Hello ${view.trainerName},\nYour payout for the week ${week} has been sent.\n${statement(view)}\nTransfer reference: ${reference}\nStatement: ${publicUrl}/trainer-dashboard/earnings?statement=${encodeURIComponent(view.id)}`,
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
