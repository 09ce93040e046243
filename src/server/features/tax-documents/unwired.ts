import { formatRupees } from '#shared/money.ts';
import type { DocumentRenderers } from './document-renderers';
import type { AmountInWords } from './document-view';

const notWired = async (): Promise<Buffer> => {
  throw new Error('PDF renderers not wired');
};

/**
 * Stand-ins until the PDF renderers (src/server/features/tax-documents/pdf/) and the amount in
 * words (src/shared/tax/amount-in-words.ts) are merged: a PDF download fails with a clear error,
 * and the total in words is the figure. app.ts passes these; delete this file when wiring those.
 */
export const unwiredRenderers: DocumentRenderers = {
  taxDocument: notWired,
  payoutStatement: notWired,
  tdsStatement: notWired,
};

export const interimInWords: AmountInWords = (paise) =>
  `Rupees ${formatRupees(paise).slice(1)} only`;
