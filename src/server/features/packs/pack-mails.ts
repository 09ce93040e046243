import type { MailMessage } from '#server/integrations/mail/mailer.ts';
import { SERVICE_NAMES } from '#shared/catalog.ts';
import { formatBookingDate, istDate } from '#shared/ist.ts';
import { formatRupees } from '#shared/money.ts';

/** The mails of a pack's life (docs/product/packs.md): bought, about to expire, ended. */

export interface PackMailFacts {
  id: string;
  kind: 'pack' | 'series';
  service: 'personal' | 'group' | 'online';
  sessions: number;
  creditsLeft: number;
  totalPaise: number;
  expiresAt: Date | null;
  trainerId: string;
  trainerName: string;
  trainerEmail: string;
  clientName: string;
  clientEmail: string;
}

const until = (expiresAt: Date | null) =>
  expiresAt ? formatBookingDate(istDate(expiresAt)) : 'its last session';

export function packPaidEmails(pack: PackMailFacts, publicUrl: string): MailMessage[] {
  const service = SERVICE_NAMES[pack.service];
  const what =
    pack.kind === 'series'
      ? `${pack.sessions} weekly ${service} sessions`
      : `a pack of ${pack.sessions} ${service} sessions`;
  return [
    {
      to: pack.clientEmail,
      subject: `Pack confirmed: ${pack.sessions} sessions with ${pack.trainerName}`,
      text: `You paid ${formatRupees(pack.totalPaise)} for ${what} with ${pack.trainerName}, valid until ${until(pack.expiresAt)} (India Standard Time).\nBook your sessions with your credits: ${publicUrl}/trainer/${pack.trainerId}\nYour packs: ${publicUrl}/profile/packs/${pack.id}`,
    },
    {
      to: pack.trainerEmail,
      subject: `Pack sold: ${pack.sessions} ${service} sessions to ${pack.clientName}`,
      text: `${pack.clientName} bought ${what} with you. You earn each session's share when it takes place.\nYour dashboard: ${publicUrl}/trainer/dashboard`,
    },
  ];
}

export function packExpiryReminderEmail(
  pack: PackMailFacts,
  days: number,
  publicUrl: string,
): MailMessage {
  return {
    to: pack.clientEmail,
    subject: `Your pack with ${pack.trainerName} ends in ${days} ${days === 1 ? 'day' : 'days'}`,
    text: `${pack.creditsLeft} of your ${pack.sessions} credits with ${pack.trainerName} are unused. The pack ends on ${until(pack.expiresAt)}; book before then: ${publicUrl}/trainer/${pack.trainerId}\nCredits left unused at the end are refunded at the pack's per-session price.`,
  };
}

export function packEndedEmail(
  pack: PackMailFacts,
  units: number,
  refundedPaise: number,
  publicUrl: string,
): MailMessage {
  return {
    to: pack.clientEmail,
    subject: `Your pack with ${pack.trainerName} has ended`,
    text:
      units > 0
        ? `Your pack ended with ${units} unused ${units === 1 ? 'credit' : 'credits'}. ${formatRupees(refundedPaise)} is on its way back to your payment method.\nYour packs: ${publicUrl}/profile/packs/${pack.id}`
        : `Your pack ended with every credit used. Thank you for training with ${pack.trainerName}.\nYour packs: ${publicUrl}/profile/packs/${pack.id}`,
  };
}
