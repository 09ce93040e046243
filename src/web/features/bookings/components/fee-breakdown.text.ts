import { catalogue } from '#shared/catalogue.ts';

export const feeText = catalogue('bookingFees', {
  sessionFee: 'Session fee',
  platformFee: (percent: string | null) => `Platform fee${percent ? ` (${percent}%)` : ''}`,
  gst: (percent: string | null) => `GST on platform fee${percent ? ` (${percent}%)` : ''}`,
  total: 'Total',
});
