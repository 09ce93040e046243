import { catalogue } from './catalogue';

/**
 * The catalogue's session-pack messages (docs/product/packs.md): a module of their own so the
 * listing's first JavaScript does not carry them.
 */
export const PACK_MESSAGES = {
  packNotFound: 'Pack not found',
  packNotUsable:
    'This pack cannot be used for this session: it is not paid, has ended, has no credits left, or is for another trainer or service',
  packNotOffered: 'The trainer does not offer this pack',
  packNotPayable: 'This pack is no longer awaiting payment',
  packAlreadyPaid: 'This pack is already paid',
  packPaid: 'Payment successful! Your pack is active.',
  tooManyPending:
    'You have 3 packs awaiting payment. Pay for one or let it lapse (15 minutes) before reserving another.',
  packCreated: 'Pack reserved. Please pay within 15 minutes to activate it.',
  cannotBuyFromYourself: 'You cannot buy a pack from yourself',
  bookedWithCredit: (left: number) =>
    `Session booked with a pack credit (${left} ${left === 1 ? 'credit' : 'credits'} left)`,
  creditBack: (left: number) =>
    `Booking cancelled. Your pack credit is back (${left} ${left === 1 ? 'credit' : 'credits'} left).`,
  sessionCancelledCreditBack: (client: string) =>
    `Session cancelled. ${client}’s pack credit is back and they get an e-mail with your reason.`,
  creditRefunded: 'Booking cancelled. The session’s share of your payment will be refunded.',
  creditUsed:
    'Booking cancelled. It was less than 24 hours before the session, so the pack credit is used.',
  unusedRefundReason: 'Unused pack credits refunded at the pack’s expiry',
} as const;

export const PACK_TEXT = catalogue('packMessages', PACK_MESSAGES);
