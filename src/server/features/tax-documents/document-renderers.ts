import type {
  PayoutStatementView,
  TaxDocumentView,
  TdsStatementView,
} from '#shared/tax/tax-document-view.ts';

/**
 * Draws a view as a PDF. The renderers are handed to the area when it is registered, so the
 * routes and their tests do not depend on how a PDF is drawn.
 */
export interface DocumentRenderers {
  taxDocument: (view: TaxDocumentView) => Promise<Buffer>;
  payoutStatement: (view: PayoutStatementView) => Promise<Buffer>;
  tdsStatement: (view: TdsStatementView) => Promise<Buffer>;
}
