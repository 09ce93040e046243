import type { TranslationOf } from '#shared/catalogue.ts';
import type {
  kycDocumentFieldText,
  kycFormText,
} from '#web/features/trainer-kyc/components/kyc-form.text.ts';
import type { kycStatusPanelText } from '#web/features/trainer-kyc/components/kyc-status-panel.text.ts';
import type { kycSummaryText } from '#web/features/trainer-kyc/components/kyc-summary.text.ts';
import type { kycTaxDetailsText } from '#web/features/trainer-kyc/components/kyc-tax-details.text.ts';

export default {
  kycForm: {
    onFile: (masked: string) => `फ़ाइल में: ${masked}। दोबारा भेजने के लिए पूरा नंबर फिर से भरें।`,
    aadhaarCard: 'आधार कार्ड',
    aadhaarPlaceholder: '12 अंकों का आधार नंबर',
    taxDetails: 'टैक्स की जानकारी',
    payout: 'आपको पेमेंट कैसे मिलेगा',
    payoutIntro: 'अपना बैंक खाता, यूपीआई आईडी या दोनों दें। बैंक खाता होने पर पेआउट उसी में भेजे जाते हैं।',
    documents: 'डॉक्यूमेंट',
    documentsIntroStart:
      'इन्हें सिर्फ़ आप और हमारी वेरिफ़िकेशन टीम देख सकती है। ये आपकी प्रोफ़ाइल पर कभी नहीं दिखते। हम इन्हें कितने समय तक और क्यों रखते हैं, यह हमारे ',
    privacyNotice: 'प्राइवेसी नोटिस',
    documentsIntroEnd: ' में लिखा है।',
    submitting: 'भेजा जा रहा है...',
    resubmit: 'केवाईसी जानकारी दोबारा भेजें',
    submit: 'केवाईसी जानकारी भेजें',
  } satisfies TranslationOf<typeof kycFormText>,

  kycDocumentField: {
    hint: 'साफ़ फ़ोटो या स्कैन, 5 एमबी तक',
    asUploaded: (document: string) => `अपलोड किया गया ${document}`,
    notUploaded: 'अभी अपलोड नहीं किया',
    replace: 'बदलें',
    upload: 'अपलोड करें',
  } satisfies TranslationOf<typeof kycDocumentFieldText>,

  kycStatusPanel: {
    notSubmitted: {
      title: 'अपनी पहचान वेरिफ़ाई करें',
      text: 'पेआउट पाने से पहले केवाईसी ज़रूरी है। अपना आधार, पैन और पेमेंट की जानकारी भरें और तीनों डॉक्यूमेंट अपलोड करें।',
    },
    partial: {
      title: 'वेरिफ़िकेशन चल रहा है',
      text: 'हम आपकी केवाईसी जानकारी जाँच रहे हैं। इसमें आम तौर पर 1-2 कामकाजी दिन लगते हैं; जाँच पूरी होने पर हम आपको ई-मेल करेंगे।',
    },
    completed: {
      title: 'केवाईसी वेरिफ़ाई हो गई',
      text: 'आपकी पहचान वेरिफ़ाई हो चुकी है। अब आपको पेमेंट मिल सकते हैं।',
    },
    rejected: {
      title: 'केवाईसी नामंज़ूर हुई',
      text: 'कृपया नीचे अपनी जानकारी ठीक करके दोबारा भेजें।',
    },
    reason: 'वजह: ',
  } satisfies TranslationOf<typeof kycStatusPanelText>,

  kycSummary: {
    loading: 'केवाईसी जानकारी लोड हो रही है',
    title: 'भेजी गई जानकारी',
    aadhaarVerification: 'आधार वेरिफ़िकेशन',
    panVerification: 'पैन वेरिफ़िकेशन',
    verified: 'वेरिफ़ाइड',
    notVerifiedYet: 'अभी वेरिफ़ाई नहीं हुआ',
    asSubmitted: (document: string) => `भेजा गया ${document}`,
  } satisfies TranslationOf<typeof kycSummaryText>,

  kycTaxDetails: {
    title: 'टैक्स की जानकारी',
    edit: 'बदलें',
    editLabel: 'टैक्स की जानकारी बदलें',
    notGiven: 'नहीं दी गई',
    saving: 'सेव हो रहा है...',
    save: 'टैक्स की जानकारी सेव करें',
    cancel: 'रद्द करें',
    gstin: 'जीएसटीआईएन (अगर रजिस्टर्ड हैं)',
  } satisfies TranslationOf<typeof kycTaxDetailsText>,
};
