import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { MESSAGES_TEXT } from '#shared/messages.ts';
import shellMessages from './shell-messages';

const minutes = (count: number) => `${formatNumber(count, 'hi')} मिनट`;

/** As the English waits: seconds under a minute and a half, else whole minutes rounded up. */
const wait = (seconds: number) =>
  seconds < 90 ? `${formatNumber(seconds, 'hi')} सेकंड` : minutes(Math.ceil(seconds / 60));

export default {
  messages: {
    ...shellMessages.shell,

    anonymisedPersonName: 'पूर्व सदस्य',
    fetchCurrentUserFailed: 'आपकी जानकारी लोड नहीं हो सकी',
    profileSaveFailed: 'प्रोफ़ाइल अपडेट नहीं हो सकी। कृपया फिर से कोशिश करें।',
    profileSaved: 'प्रोफ़ाइल अपडेट हो गई!',
    localeInvalid: 'भाषा चुनें: en (अंग्रेज़ी) या hi (हिन्दी)।',

    uploadCancelled: 'अपलोड रद्द कर दिया गया',
    uploadFailed: (status: number, detail: string) =>
      `फ़ोटो अपलोड नहीं हो सकी: ${status} - ${detail}`,
    invalidImage: 'कृपया सही इमेज फ़ाइल चुनें',
    imageTooLarge: 'इमेज 5 एमबी से छोटी होनी चाहिए',
    uploadUrlExpired: 'अपलोड लिंक की समय-सीमा खत्म हो गई है। कृपया फिर से कोशिश करें।',
    uploadUrlUsed: 'यह अपलोड लिंक पहले ही इस्तेमाल हो चुका है। कृपया फिर से कोशिश करें।',
    uploadUrlInvalid: 'यह अपलोड लिंक सही नहीं है।',
    imageMustBeUploaded: 'कृपया फ़ोटो, इमेज चुनने वाले बटन से ही अपलोड करें',
    uploadNotFound: 'इस पते पर कोई अपलोड की गई इमेज नहीं मिली।',
    uploadFieldInvalid: 'यह इमेज फ़ील्ड हम नहीं पहचानते।',
    imageSavedElsewhere: (_fieldName: string) =>
      'यह इमेज अपने ही फ़ॉर्म (पोर्टफ़ोलियो या केवाईसी) से सेव होती है, यहाँ से नहीं।',
    fileLinkExpired: 'इस फ़ाइल लिंक की समय-सीमा खत्म हो गई है। कृपया फ़ाइल फिर से खोलें।',
    fileLinkInvalid: 'यह फ़ाइल लिंक सही नहीं है।',

    becomeTrainerError: (message: string) => `गड़बड़ी: ${message}`,
    becomeTrainerFailed: 'आप अभी ट्रेनर नहीं बन सके। कृपया फिर से कोशिश करें।',
    becomeTrainerSuccess: 'अब आप ट्रेनर हैं। लिस्ट होने के लिए अपना पोर्टफ़ोलियो तैयार करें।',
    alreadyTrainer: 'आप पहले से ट्रेनर हैं।',
    termsNotAccepted: 'आगे बढ़ने के लिए कृपया नियम और शर्तें स्वीकार करें',
    pleaseSignInToBecomeTrainer: 'ट्रेनर बनने के लिए कृपया साइन इन करें',

    signInRequired: 'आगे बढ़ने के लिए कृपया साइन इन करें',
    sessionExpired: 'आप साइन आउट हो गए हैं। कृपया फिर से साइन इन करें।',
    forbidden: 'आपको यह करने की अनुमति नहीं है',
    notFound: 'नहीं मिला',
    routeNotFound: (method: string, url: string) => `${method} ${url} नहीं मिला`,
    malformedJson: 'अनुरोध का डेटा सही फ़ॉर्मेट में नहीं है',
    bodyNestedTooDeeply: (depth: number) =>
      `अनुरोध का डेटा बहुत ज़्यादा परतों में है (ज़्यादा से ज़्यादा ${formatNumber(depth, 'hi')})`,
    bodyTooLarge: 'अनुरोध का डेटा बहुत बड़ा है',
    unsupportedMediaType: 'इस तरह का कंटेंट नहीं लिया जाता',
    invalidRequest: 'यह अनुरोध सही नहीं है',
    unknownFields: (fields: readonly string[]) => `अनजान फ़ील्ड: ${fields.join(', ')}`,
    tooManyRequests: 'बहुत ज़्यादा अनुरोध आ गए हैं। कृपया थोड़ा रुककर फिर से कोशिश करें।',
    tooManySignInAttempts: (count: number) =>
      `साइन इन की बहुत ज़्यादा कोशिशें हो गईं। कृपया ${minutes(count)} बाद फिर से कोशिश करें।`,
    invalidCredentials: 'ईमेल या पासवर्ड गलत है',
    emailTaken: 'इस ईमेल से पहले ही एक अकाउंट बना हुआ है',
    passwordTooShort: 'पासवर्ड में कम से कम 8 अक्षर होने चाहिए',
    passwordRequired: 'कृपया अपना पासवर्ड डालें',
    passwordTooLong: 'पासवर्ड 128 अक्षरों से लंबा नहीं हो सकता',
    invalidEmail: 'कृपया सही ईमेल पता डालें',
    invalidCode: 'यह कोड सही नहीं है। कृपया जाँचकर फिर से डालें।',
    codeExpired: 'इस कोड की समय-सीमा खत्म हो गई है। कृपया नया कोड मँगाएँ।',
    codeTooManyAttempts: 'कई बार गलत कोड डाला गया। कृपया नया कोड मँगाएँ।',
    codeSent: 'हमने आपके ईमेल पर 6 अंकों का कोड भेजा है।',
    tooManyCodeRequests: (seconds: number) =>
      `इस ईमेल या नेटवर्क से बहुत ज़्यादा कोड माँगे गए हैं। कृपया ${wait(seconds)} बाद फिर से कोशिश करें।`,
    tooManySignUps: (count: number) =>
      `इस नेटवर्क से बहुत ज़्यादा नए अकाउंट बने हैं। कृपया ${minutes(count)} बाद फिर से कोशिश करें।`,
    resetCodeSent:
      'अगर इस ईमेल से कोई अकाउंट है, तो हमने पासवर्ड रीसेट करने के लिए उस पर 6 अंकों का कोड भेज दिया है।',
    passwordReset: 'आपका पासवर्ड रीसेट हो गया है।',
    passwordChanged: 'आपका पासवर्ड बदल गया है। बाकी सभी डिवाइस से साइन आउट कर दिया गया है।',
    currentPasswordRequired: 'कृपया अपना मौजूदा पासवर्ड डालें',
    currentPasswordWrong: 'आपका मौजूदा पासवर्ड सही नहीं है',
    newPasswordSameAsCurrent: 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए',
    nameHasControlCharacters: 'नाम में नई लाइन या छिपे हुए खास अक्षर नहीं हो सकते',
    internalError: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',

    firstNameRequired: 'पहला नाम ज़रूरी है',
    lastNameRequired: 'उपनाम ज़रूरी है',
    nameTooLong: 'नाम 50 अक्षरों से लंबा नहीं हो सकता',
    invalidPhone: 'कृपया सही फ़ोन नंबर डालें',
    invalidDateOfBirth: 'कृपया सही जन्म तिथि डालें',
    invalidGender: 'कृपया सूची में से जेंडर चुनें',
    cityTooLong: 'शहर का नाम 60 अक्षरों से लंबा नहीं हो सकता',

    signInFailed: 'साइन इन पूरा नहीं हुआ। कृपया फिर से कोशिश करें।',
    invalidLatitude: 'अक्षांश -90 से 90 के बीच की संख्या होनी चाहिए',
    invalidLongitude: 'देशांतर -180 से 180 के बीच की संख्या होनी चाहिए',
    invalidRadius: (max: number) =>
      `दूरी 0 से ज़्यादा और ज़्यादा से ज़्यादा ${formatNumber(max, 'hi')} किलोमीटर होनी चाहिए`,
    invalidPage: 'पेज नंबर 1 या उससे बड़ी पूरी संख्या होनी चाहिए',
    invalidLimit: 'लिमिट 1 या उससे बड़ी पूरी संख्या होनी चाहिए',
    metricsTokenRequired: '/metrics पढ़ने के लिए METRICS_TOKEN को बेयरर टोकन की तरह भेजें',
    backupTokenRequired:
      'बैकअप npm run backup से लें, सर्वर की कॉन्फ़िगरेशन के साथ चलाकर (वही बैकअप टोकन भेजता है)',
    invalidSort: 'क्रम इनमें से एक होना चाहिए: nearest, rating, price_low या price_high',
    invalidFilters:
      'फ़िल्टर चिप्स की JSON सूची होने चाहिए, जैसे [{"type":"specialization","value":"yoga"}]',
    unknownSpecialization: (value: string) => `अनजान स्पेशलाइज़ेशन: ${value}`,
    unknownServiceType: (value: string) =>
      `अनजान सर्विस टाइप: ${value} (online, personal या group में से चुनें)`,
    trainerNotFound: 'ट्रेनर नहीं मिला',
    fetchNearbyTrainersFailed: 'आस-पास के ट्रेनर लोड नहीं हो सके',
    fetchTrainerProfileFailed: 'ट्रेनर की प्रोफ़ाइल लोड नहीं हो सकी',
    fetchTrainerReviewsFailed: 'ट्रेनर के रिव्यू लोड नहीं हो सके',
    loadTrainerProfileFailed: 'ट्रेनर की प्रोफ़ाइल लोड नहीं हो सकी',
    cityNotFound: 'शहर नहीं मिला',
    trainerProfileError: 'अरे! कुछ गड़बड़ हो गई',
    noReviewsYet: 'अभी कोई रिव्यू नहीं',
    noReviewsYetText: 'इस ट्रेनर का अभी कोई रिव्यू नहीं है। क्लाइंट अपने सेशन को रेटिंग देंगे, तो रिव्यू यहाँ दिखेंगे।',
    noServicesListed: 'इस ट्रेनर ने अभी कोई सर्विस नहीं जोड़ी है।',
    profileNotPublic: 'आपकी प्रोफ़ाइल अभी पब्लिक नहीं है',
    profileNotPublicPending:
      'अपना पोर्टफ़ोलियो पूरा करके सेव करें, ताकि वह हमारी टीम के पास रिव्यू के लिए जाए। मंज़ूरी मिलने तक यह पेज सिर्फ़ आपको दिखेगा।',
    profileNotPublicUnderReview:
      'हमारी टीम आपका पोर्टफ़ोलियो देख रही है। मंज़ूरी मिलते ही क्लाइंट यह पेज देख पाएँगे; तब तक यह सिर्फ़ आपको दिखेगा।',
    profileNotPublicRejected:
      'आपका पोर्टफ़ोलियो मंज़ूर नहीं हुआ। उसे अपडेट करके सेव करें, ताकि वह फिर से रिव्यू के लिए जाए; मंज़ूरी मिलने तक यह पेज सिर्फ़ आपको दिखेगा।',
    referralShareText: (origin: string) =>
      `Kasrat पर अपने आस-पास के सर्टिफ़ाइड फ़िटनेस ट्रेनर ढूँढें और मिनटों में सेशन बुक करें: ${origin}`,
    referralLinkCopied: 'रेफ़रल लिंक कॉपी हो गया!',
    referralCopyFailed: 'लिंक कॉपी नहीं हो सका। कृपया खुद शेयर करें।',
    noTrainersInCity: (kind: string, city: string) => `${city} में कोई ${kind} ट्रेनर नहीं मिला`,
    cityNetworkGrowing: 'हम अपना नेटवर्क बढ़ा रहे हैं। जल्द ही फिर देखें या दूसरे शहर देखें।',
    cityNotListed: 'इस शहर में अभी हमारे ट्रेनर लिस्टेड नहीं हैं।',
  } satisfies TranslationOf<typeof MESSAGES_TEXT>,
};
