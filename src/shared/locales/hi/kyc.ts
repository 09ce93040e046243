import type { TranslationOf } from '#shared/catalogue.ts';
import type { KYC_LABELS_TEXT, KYC_TEXT } from '#shared/kyc.ts';

export default {
  kycMessages: {
    aadhaarRequired: 'आधार नंबर भरें',
    aadhaarDigits: 'आधार नंबर 12 अंकों का होना चाहिए',
    aadhaarFirstDigit: 'आधार नंबर 0 या 1 से शुरू नहीं होता',
    aadhaarChecksum: 'यह आधार नंबर सही नहीं है। कृपया अंक दोबारा जाँच लें।',
    aadhaarNameRequired: 'आधार कार्ड पर लिखा नाम भरें',
    panRequired: 'पैन नंबर भरें',
    panFormat: 'पैन में पहले 5 अक्षर, फिर 4 अंक और आख़िर में एक अक्षर होता है, जैसे ABCDE1234F',
    panNameRequired: 'पैन कार्ड पर लिखा नाम भरें',
    payoutMethodRequired: 'पेमेंट पाने के लिए अपने बैंक खाते की जानकारी या यूपीआई आईडी जोड़ें',
    bankAccountNameRequired: 'खाताधारक का नाम भरें',
    bankAccountNumberRequired: 'बैंक खाता नंबर भरें',
    bankAccountNumberFormat: 'बैंक खाता नंबर 9 से 18 अंकों का होना चाहिए',
    ifscRequired: 'आईएफ़एससी कोड भरें',
    ifscFormat: 'आईएफ़एससी में पहले 4 अक्षर, फिर शून्य और उसके बाद 6 अक्षर या अंक होते हैं, जैसे HDFC0001234',
    bankNameRequired: 'बैंक का नाम भरें',
    bankBranchRequired: 'ब्रांच का नाम भरें',
    upiFormat: 'यूपीआई आईडी नाम@बैंक जैसी होती है, जैसे asha.verma@okhdfc',
    stateRequired: 'अपने कारोबार के पते का राज्य चुनें',
    gstinFormat: 'अपने जीएसटी रजिस्ट्रेशन सर्टिफ़िकेट पर लिखा 15 अक्षरों का सही जीएसटीआईएन भरें',
    gstinPanMismatch: 'यह जीएसटीआईएन किसी दूसरे पैन का है: इसके तीसरे से बारहवें अक्षर तक आपका पैन होना चाहिए',
    gstinStateMismatch: (state: string, code: string) =>
      `यह जीएसटीआईएन ${state} में रजिस्टर्ड नहीं है: ${state} का जीएसटीआईएन ${code} से शुरू होता है`,
    tooLong: (max: number) => `${max} से ज़्यादा अक्षर नहीं हो सकते`,
    documentRequired: {
      aadhaarFrontImage: 'आधार कार्ड के आगे की फ़ोटो अपलोड करें',
      aadhaarBackImage: 'आधार कार्ड के पीछे की फ़ोटो अपलोड करें',
      panImage: 'पैन कार्ड की फ़ोटो अपलोड करें',
    },

    submitted: 'आपकी केवाईसी जानकारी भेज दी गई है! अब इसकी जाँच की जा रही है।',
    resubmitted: 'आपकी केवाईसी जानकारी दोबारा भेज दी गई है!',
    updateFailed: 'केवाईसी जानकारी सेव नहीं हो सकी। कृपया फिर से कोशिश करें।',
    documentUploaded: 'डॉक्यूमेंट अपलोड हो गया!',
    documentUploadFailed: 'डॉक्यूमेंट अपलोड नहीं हो सका। कृपया फिर से कोशिश करें।',
    loadFailed: 'केवाईसी जानकारी लोड नहीं हो सकी',
    fixErrors: 'भेजने से पहले लाल रंग में दिखाई गई जानकारी ठीक करें।',
    underReviewLocked: 'आपकी केवाईसी जानकारी की जाँच चल रही है। फ़ैसला होने तक इसे बदला नहीं जा सकता',
    verifiedLocked: 'आपकी केवाईसी वेरिफ़ाई हो चुकी है; अब यह जानकारी यहाँ नहीं बदली जा सकती',
    taxDetailsSaved: 'टैक्स की जानकारी सेव हो गई',
    taxDetailsWithForm:
      'अपना राज्य और जीएसटीआईएन केवाईसी फ़ॉर्म में भरें; केवाईसी वेरिफ़ाई होने के बाद इन्हें यहाँ बदला जा सकता है',

    approved: 'केवाईसी मंज़ूर हो गई; अब ट्रेनर को पेआउट मिल सकते हैं',
    rejected: 'केवाईसी नामंज़ूर कर दी गई; ट्रेनर को इसकी वजह दिखेगी',
    nothingToReview: 'यह केवाईसी जाँच के लिए बाकी नहीं है',
    notSubmitted: 'इस ट्रेनर ने केवाईसी जमा नहीं की है',
    documentMissing: 'यह डॉक्यूमेंट फ़ाइल में नहीं है',
    reasonRequired: 'कृपया ट्रेनर को नामंज़ूरी की वजह बताएँ',
  } satisfies TranslationOf<typeof KYC_TEXT>,

  kycLabels: {
    documents: {
      aadhaarFrontImage: 'आधार कार्ड (आगे का हिस्सा)',
      aadhaarBackImage: 'आधार कार्ड (पीछे का हिस्सा)',
      panImage: 'पैन कार्ड',
    },
    numbers: { aadhaar: 'आधार नंबर', pan: 'पैन' },
    statuses: {
      none: 'जमा नहीं की गई',
      pending: 'जमा नहीं की गई',
      partial: 'जाँच चल रही है',
      completed: 'वेरिफ़ाइड',
      rejected: 'नामंज़ूर',
    },
    rows: {
      aadhaarNumber: 'आधार नंबर',
      aadhaarName: 'आधार कार्ड पर नाम',
      panNumber: 'पैन',
      panName: 'पैन कार्ड पर नाम',
      bankAccountName: 'खाताधारक का नाम',
      bankAccountNumber: 'बैंक खाता नंबर',
      bankIFSC: 'आईएफ़एससी कोड',
      bankName: 'बैंक का नाम',
      bankBranch: 'ब्रांच',
      upiId: 'यूपीआई आईडी',
      state: 'राज्य',
      gstin: 'जीएसटीआईएन',
    },
    gstinNotRegistered: 'रजिस्टर्ड नहीं',
    gstinHint: (tcsPercent: number) =>
      `जीएसटी में रजिस्टर्ड ट्रेनरों को उनके सेशन के टैक्स इनवॉइस मिलते हैं; जीएसटी की धारा 52 के तहत उनके पेआउट से ${tcsPercent}% टीसीएस काटा जाता है।`,
  } satisfies TranslationOf<typeof KYC_LABELS_TEXT>,
};
