import { catalogue } from '#shared/catalogue.ts';

export const payoutCellsText = catalogue('payoutCells', {
  sessions: 'Sessions',
  gross: 'Gross',
  net: 'Net',
  status: 'Status',
  reference: 'Reference',
});
