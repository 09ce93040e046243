import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { trainerProfileRouteText } from '#web/app/routes/trainer-profile-route.text.ts';
import type { trainerProfileText } from '#web/features/trainer-profile/trainer-profile.text.ts';

const count = (value: number) => formatNumber(value, 'hi');

export default {
  trainerProfile: {
    defaults: {
      headlineLine1: 'हम ट्रेनिंग देते हैं',
      headlineLine2: 'एक सेहतमंद ज़िंदगी के लिए',
    },
    hero: {
      from: 'शुरुआती दाम',
      perSession: 'प्रति सेशन',
      bookSession: 'सेशन बुक करें',
    },
    stats: {
      label: 'ट्रेनर एक नज़र में',
      experience: 'अनुभव',
      years: (years: number) => `${count(years)} साल`,
      happyClients: 'संतुष्ट क्लाइंट',
      rating: 'रेटिंग',
      newTrainer: 'नए',
      reviewCount: (reviews: number) => `(${count(reviews)} रिव्यू)`,
      sessionTypes: 'सेशन के टाइप',
      sessionType: { personal: 'पर्सनल', group: 'ग्रुप', online: 'ऑनलाइन' },
    },
    about: {
      heading: (name: string) => `${name} के बारे में`,
      portrait: (name: string) => `${name} की फ़ोटो`,
      noBio: (name: string) => `${name} ने अभी अपने बारे में कुछ नहीं लिखा है।`,
    },
    gym: {
      heading: 'जिम की जानकारी',
      membershipRequired: 'जिम की मेंबरशिप ज़रूरी है',
      noMembershipRequired: 'जिम की मेंबरशिप ज़रूरी नहीं है',
      openInMaps: 'मैप में देखें',
      opensInNewTab: '(OpenStreetMap नए टैब में खुलेगा)',
    },
    links: {
      heading: (name: string) => `${name} से जुड़ें`,
      Website: 'वेबसाइट',
      Instagram: 'Instagram',
      YouTube: 'YouTube',
    },
    services: {
      heading: 'सर्विस और दाम',
      sessionLength: '60 मिनट का सेशन',
      atTheirGym: 'अपने जिम में ट्रेनिंग देते हैं',
      atYourHome: 'आपके घर आकर ट्रेनिंग देते हैं',
      availableTimes: 'खाली समय',
      timesInIst: 'सभी समय भारतीय मानक समय में हैं।',
      packsOf: (service: string) => `${service} के पैक`,
      buyPack: 'पैक खरीदें',
      buyPackOf: (sessions: number, service: string) =>
        `${service} का ${count(sessions)} सेशन वाला पैक खरीदें`,
    },
    reviews: {
      heading: 'क्लाइंट क्या कहते हैं',
      newTrainer: 'नए',
      summary: (reviews: number) => `(${count(reviews)} रिव्यू)`,
      retry: 'फिर से कोशिश करें',
      carousel: 'क्लाइंट के रिव्यू',
      page: (page: number, pages: number) => `रिव्यू: पेज ${count(page)}, कुल ${count(pages)}`,
      previous: 'पिछले रिव्यू',
      next: 'अगले रिव्यू',
      showPage: (page: number, pages: number) =>
        `रिव्यू का पेज ${count(page)} दिखाएँ (कुल ${count(pages)})`,
      readMore: 'और पढ़ें',
      readLess: 'कम दिखाएँ',
    },
    stars: (rating: number) => `5 में से ${count(rating)} रेटिंग`,
    status: {
      updatePortfolio: 'पोर्टफ़ोलियो अपडेट करें',
    },
    error: {
      backToTrainers: 'ट्रेनर की लिस्ट पर लौटें',
    },
    loading: 'ट्रेनर की प्रोफ़ाइल लोड हो रही है',
  } satisfies TranslationOf<typeof trainerProfileText>,

  trainerProfileRoute: {
    specializations: 'स्पेशलाइज़ेशन',
    certifications: 'सर्टिफ़िकेशन',
    achievements: 'उपलब्धियाँ',
    readyToTrain: (firstName: string) => `${firstName} के साथ ट्रेनिंग के लिए तैयार हैं?`,
    readyToTrainText: 'अपनी पसंद की सर्विस और समय चुनें। सेशन से 24 घंटे पहले तक कैंसिल करना मुफ़्त है।',
    getStarted: 'शुरू करें',
  } satisfies TranslationOf<typeof trainerProfileRouteText>,
};
