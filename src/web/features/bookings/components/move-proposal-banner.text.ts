import { catalogue } from '#shared/catalogue.ts';

/** The client's answer to a trainer's proposed new time, on My Sessions. */
export const moveProposalText = catalogue('moveProposal', {
  region: 'Proposed new time',
  accept: 'Accept',
  decline: 'Decline',
  declineAndCancel: 'Decline and cancel with full refund',
  cancelTitle: 'Cancel this session?',
  cancelWhat: (service: string, trainer: string) => `${service} with ${trainer}`,
  keepSession: 'Keep session',
  cancelWithRefund: 'Cancel with full refund',
  cancelling: 'Cancelling...',
  fullRefundWhy:
    'The trainer asked to change the time, so you get a full refund whatever the time left.',
});
