import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { taxDocumentsText } from '#web/features/tax-documents/tax-documents.text.ts';

export default {
  taxDocuments: {
    heading: 'टैक्स दस्तावेज़',
    kinds: {
      tax_invoice: 'टैक्स इनवॉइस',
      bill_of_supply: 'बिल ऑफ़ सप्लाई',
      credit_note: 'क्रेडिट नोट',
    },
    issued: (date: string, supplier: string) => `${date} · जारी करने वाले: ${supplier}`,
    downloadPdf: 'पीडीएफ़ डाउनलोड करें',
    downloadPdfOf: (kind: string, serial: string) => `${kind} ${serial} की पीडीएफ़ डाउनलोड करें`,
    downloading: 'डाउनलोड हो रहा है…',
    loading: 'टैक्स दस्तावेज़ लोड हो रहे हैं',
    pages: 'टैक्स दस्तावेज़ों के पेज',
    previous: 'पिछला',
    next: 'अगला',
    pageOf: (page: number, pages: number) =>
      `पेज ${formatNumber(page, 'hi')} / ${formatNumber(pages, 'hi')}`,
    invoice: 'इनवॉइस',
    invoiceOf: (serial: string) => `इनवॉइस ${serial}`,
    creditNote: 'क्रेडिट नोट',
    creditNoteOf: (serial: string) => `क्रेडिट नोट ${serial}`,
    documentsLoadFailed: 'आपके टैक्स दस्तावेज़ लोड नहीं हो सके',
    downloadFailed: 'दस्तावेज़ डाउनलोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  } satisfies TranslationOf<typeof taxDocumentsText>,
};
