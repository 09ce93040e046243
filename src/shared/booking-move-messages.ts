import { catalogue } from './catalogue';

/**
 * The catalogue's messages about moving a session (docs/product/booking.md#reschedule): a module
 * of their own so the listing's first JavaScript does not carry them.
 */
export const MOVE_MESSAGES = {
  sessionMoved: 'Session moved. Both of you have the new time.',
  proposalSent: 'New time proposed. The client can accept or decline it.',
  proposalAccepted: 'Session moved to the proposed time.',
  proposalDeclined: 'Proposal declined. The session stays at its time.',
  declinedAndCancelled: 'Proposal declined and session cancelled. A full refund is on its way.',
  declinedAndCancelledNoPayment: 'Proposal declined and session cancelled.',
  notMovable: 'Only a confirmed session that has not started can be moved',
  tooLateToMove: 'A session can be moved up to 24 hours before it starts',
  noMovesLeft: 'This session has been moved twice already, the most allowed',
  sameSlot: 'Please choose a different time from the current one',
  clientMovesOnly: 'Only the client moves a session; a trainer proposes a new time',
  trainerProposesOnly: 'Only the trainer proposes a new time; a client moves the session',
  proposalExists: 'A proposed new time is already waiting for the client’s answer',
  noOpenProposal: 'There is no proposed new time to answer',
  noteTooLong: 'The note can be at most 300 characters',
  rescheduleTitle: 'Reschedule session',
  proposeTitle: 'Propose a new time',
  movesLeft: (left: number) =>
    left === 1 ? '1 move left for this session' : `${left} moves left for this session`,
  proposalBanner: (trainer: string, when: string) =>
    `${trainer} proposes moving this session to ${when}`,
  proposalWaiting: (when: string) => `You proposed ${when}; waiting for the client`,
  noFreeSlots: 'No free times on this day. Please try another day.',
  loadSlotsFailed: 'Could not load the free times. Please try again.',
  moveFailed: 'Could not move the session. Please try again.',
} as const;

export const MOVE_TEXT = catalogue('moveMessages', MOVE_MESSAGES);
