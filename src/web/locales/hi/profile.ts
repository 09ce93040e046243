import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { profileText } from '#web/features/profile/profile.text.ts';

export default {
  profile: {
    nav: {
      label: 'प्रोफ़ाइल',
      information: 'प्रोफ़ाइल की जानकारी',
      sessions: 'मेरे सेशन',
      packs: 'मेरे पैक',
      reminders: 'रिमाइंडर',
      privacy: 'प्राइवेसी',
    },
    goToDashboard: 'डैशबोर्ड पर जाएँ',
    becomeTrainer: 'ट्रेनर बनें',

    informationTitle: 'प्रोफ़ाइल की जानकारी',
    informationIntro: 'अपनी जानकारी अपडेट रखें, ताकि ट्रेनर जान सकें कि वे किसे ट्रेनिंग दे रहे हैं।',
    loadingProfile: 'आपकी प्रोफ़ाइल लोड हो रही है',
    loadingReminders: 'आपकी रिमाइंडर सेटिंग लोड हो रही है',
    loadingPrivacy: 'आपकी प्राइवेसी सेटिंग लोड हो रही है',
    retry: 'फिर से कोशिश करें',

    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    email: 'ईमेल',
    emailHint: 'साइन इन वाला ईमेल यहाँ से नहीं बदला जा सकता।',
    phone: 'फ़ोन',
    dateOfBirth: 'जन्म तिथि',
    city: 'शहर',
    gender: 'जेंडर',
    selectGender: 'जेंडर चुनें',
    genders: {
      male: 'पुरुष',
      female: 'महिला',
      other: 'अन्य',
      'prefer-not-to-say': 'नहीं बताना चाहते',
    },
    saving: 'सेव हो रहा है...',
    saveChanges: 'बदलाव सेव करें',

    image: 'प्रोफ़ाइल फ़ोटो',
    imageAlt: 'आपकी प्रोफ़ाइल फ़ोटो',
    imageHint: 'आपके चेहरे की साफ़ फ़ोटो। JPG, PNG या WebP, 5 एमबी तक।',
    changePhoto: 'फ़ोटो बदलें',
    uploadPhoto: 'फ़ोटो अपलोड करें',
    removePhoto: 'हटाएँ',
    cancelUpload: 'अपलोड रद्द करें',
    uploadProgress: 'अपलोड की प्रगति',
    uploading: (percent: number) => `अपलोड हो रही है… ${formatNumber(percent, 'hi')}%`,

    passwordTitle: 'पासवर्ड बदलें',
    passwordIntro: 'आपके अकाउंट में साइन इन बाकी सभी डिवाइस से साइन आउट हो जाएगा।',
    currentPassword: 'मौजूदा पासवर्ड',
    changePassword: 'पासवर्ड बदलें',
  } satisfies TranslationOf<typeof profileText>,
};
