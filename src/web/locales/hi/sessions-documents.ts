import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { statementsText } from '#web/features/tax-documents/statements.text.ts';
import type { taxDocumentsText } from '#web/features/tax-documents/tax-documents.text.ts';

const n = (value: number) => formatNumber(value, 'hi');

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

  taxStatements: {
    payout: {
      title: 'पेआउट स्टेटमेंट',
      button: 'स्टेटमेंट',
      buttonLabel: (week: string) => `${week} का स्टेटमेंट`,
      loading: 'स्टेटमेंट लोड हो रहा है',
      loadFailed: 'पेआउट स्टेटमेंट लोड नहीं हो सका',
      sample: 'सैंपल: यह सिर्फ़ दिखाने के लिए बना स्टेटमेंट है, असली नहीं।',
      trainer: 'ट्रेनर',
      pan: 'पैन',
      notGiven: 'नहीं दिया गया',
      gstin: 'जीएसटीआईएन',
      status: 'स्टेटस',
      statusOn: (status: string, day: string) => `${status}, ${day} को`,
      transferReference: 'ट्रांसफ़र रेफ़रेंस',
      figures: 'आपकी कमाई और उसमें से काटी गई रकम',
      lines: {
        gross: (sessions: number) => `${n(sessions)} सेशन की कुल रकम`,
        commission: 'कमीशन (जीएसटी सहित)',
        commissionGst: 'कमीशन पर जीएसटी (इसी में शामिल)',
        tcs: 'टीसीएस, सीजीएसटी अधिनियम की धारा 52',
        tds: 'टीडीएस, धारा 194-O',
        tdsAtRate: (percent: number) => `टीडीएस, धारा 194-O, ${n(percent)}% की दर से`,
        tdsExempt: 'टीडीएस, धारा 194-O (छूट, धारा 194-O(4))',
        net: 'आपको मिली नेट रकम',
      },
      sessions: 'जिन सेशन का पेमेंट हुआ',
      session: 'सेशन',
      gross: 'कुल रकम',
      commission: 'कमीशन',
    },
    tds: {
      title: 'टीडीएस स्टेटमेंट',
      intro: 'धारा 194-O के तहत आपके पेआउट से काटा गया टैक्स, आपके इनकम टैक्स रिटर्न के लिए।',
      financialYear: 'वित्त वर्ष',
      download: (year: string) => `टीडीएस स्टेटमेंट ${year} की पीडीएफ़ डाउनलोड करें`,
      loading: 'टीडीएस स्टेटमेंट लोड हो रहा है',
      loadFailed: 'टीडीएस स्टेटमेंट लोड नहीं हो सका',
      quarters: (year: string) => `${year} में हर तिमाही काटा गया टीडीएस`,
      quarter: 'तिमाही',
      grossPaid: 'कुल पेमेंट',
      tds: 'टीडीएस',
      quarterName: (quarter: number) =>
        `तिमाही ${n(quarter)} (${['अप्रैल – जून', 'जुलाई – सितंबर', 'अक्टूबर – दिसंबर', 'जनवरी – मार्च'][quarter - 1]})`,
      year: 'पूरा साल',
      details: (pan: string | null, tcs: string, deductor: string, tan: string | null) =>
        `पैन ${pan ?? 'नहीं दिया गया (इसलिए टीडीएस ऊँची दर से)'} · काटा गया टीसीएस ${tcs} · टीडीएस काटने वाले: ${deductor}${tan ? ` (टैन ${tan})` : ''}`,
    },
  } satisfies TranslationOf<typeof statementsText>,
};
