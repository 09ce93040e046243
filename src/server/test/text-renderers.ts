import type { DocumentRenderers } from '#server/features/tax-documents/document-renderers.ts';

const asText = async (view: object) => Buffer.from(`%PDF-1.7 ${JSON.stringify(view)}`);

/**
 * Renderers for API tests: a "PDF" that is its view as JSON after the PDF header, so a test reads
 * the very figures the real renderer would draw (`pdfView`).
 */
export const textRenderers: DocumentRenderers = {
  taxDocument: asText,
  payoutStatement: asText,
  tdsStatement: asText,
};

/** The view a text renderer drew into a response body. */
export function pdfView<View>(body: string): View {
  if (!body.startsWith('%PDF-1.7 ')) throw new Error(`not a PDF: ${body.slice(0, 80)}`);
  return JSON.parse(body.slice('%PDF-1.7 '.length)) as View;
}
