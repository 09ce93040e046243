import type { TranslationOf } from '#shared/catalogue.ts';
import type { authText } from '#web/features/auth/auth.text.ts';

export default {
  auth: {
    title: 'साइन इन',
    welcome: 'Kasrat में आपका स्वागत है',
    intro: 'आगे बढ़ने के लिए साइन इन करें या नया अकाउंट बनाएँ।',
    tabsLabel: 'साइन इन का तरीका',
    tabSignIn: 'साइन इन',
    tabSignUp: 'साइन अप',
    tabEmailCode: 'ईमेल कोड',

    email: 'ईमेल',
    password: 'पासवर्ड',
    forgotPassword: 'पासवर्ड भूल गए?',
    signIn: 'साइन इन करें',
    signingIn: 'साइन इन हो रहा है...',

    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    passwordHint: 'कम से कम 8 अक्षर।',
    agreementsLegend: 'उम्र और प्राइवेसी',
    noticeBefore: 'मैं ',
    noticeLink: 'प्राइवेसी नोटिस',
    noticeAfter: ' से सहमत हूँ',
    optional: (label: string) => `${label} (ज़रूरी नहीं)`,
    createAccount: 'अकाउंट बनाएँ',
    creatingAccount: 'अकाउंट बन रहा है...',

    codeIntro: 'हम आपके ईमेल पर 6 अंकों का कोड भेजेंगे। पासवर्ड की ज़रूरत नहीं।',
    sendCode: 'कोड भेजें',
    sending: 'भेजा जा रहा है...',
    code: '6 अंकों का कोड',
    useDifferentEmail: 'दूसरा ईमेल डालें',
    resendCode: 'कोड फिर से भेजें',

    resetTitle: 'पासवर्ड रीसेट करें',
    resetIntro: 'ऐसा हो जाता है। हम आपको आपके अकाउंट में वापस ले चलते हैं।',
    resetEmailIntro:
      'वह ईमेल डालें जिससे आपने साइन अप किया था। नया पासवर्ड बनाने के लिए हम उस पर 6 अंकों का कोड भेजेंगे।',
    sendResetCode: 'रीसेट कोड भेजें',
    saving: 'सेव हो रहा है...',
    setNewPassword: 'नया पासवर्ड सेट करें',
    remembered: 'याद आ गया?',
    backToSignIn: 'साइन इन पर वापस जाएँ',

    asideHeading: 'आपकी फ़िटनेस का सफ़र यहीं से शुरू होता है',
    asideText: 'साइन इन करें, अपने आस-पास या ऑनलाइन सर्टिफ़ाइड ट्रेनर बुक करें और अपने सारे सेशन एक जगह देखें।',
    sellingPoints: [
      {
        title: 'सर्टिफ़ाइड प्रोफ़ेशनल ट्रेनर',
        text: 'हर ट्रेनर की प्रोफ़ाइल लाइव होने से पहले हमारी टीम उसे जाँचती है।',
      },
      {
        title: 'अपने समय पर बुकिंग',
        text: 'सुबह 6 से रात 9 बजे तक घंटे भर के स्लॉट बुक करें, आमने-सामने या ऑनलाइन।',
      },
      {
        title: 'सुरक्षित पेमेंट',
        text: 'UPI, कार्ड, नेट बैंकिंग या वॉलेट से, रुपयों में पेमेंट करें।',
      },
    ],
  } satisfies TranslationOf<typeof authText>,
};
