import { catalogue } from '#shared/catalogue.ts';
import { PAYOUT_STATUS_LABELS } from '#shared/payouts.ts';

export const payoutCellsText = catalogue('payoutCells', {
  sessions: 'Sessions',
  gross: 'Gross',
  net: 'Net',
  status: 'Status',
  reference: 'Reference',
  statusLabel: PAYOUT_STATUS_LABELS,
});
