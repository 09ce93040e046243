import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import {
  addIstDays,
  formatBookingDate,
  formatHourMinute,
  formatSlotLabel,
  IST_OFFSET_MINUTES,
  istDate,
} from '#shared/ist.ts';
import type { cityPageText } from '#web/app/routes/city-landing.text.ts';
import type { homeText } from '#web/app/routes/home.text.ts';
import type { listingClosingText } from '#web/features/discovery/components/listing-closing.text.ts';
import type { listingEmptyText } from '#web/features/discovery/components/listing-empty-state.text.ts';
import type { locationHelpText } from '#web/features/discovery/components/location-help-banner.text.ts';
import type { listingText } from '#web/features/discovery/listing.text.ts';

/**
 * When a session starts, on the IST clock, as Hindi says it: 'आज शाम 6:00', 'कल सुबह 9:30',
 * 'गुरु, 26 नव॰, दोपहर 3:00'.
 */
function startsAt(start: Date, now: Date): string {
  const shifted = new Date(start.getTime() + IST_OFFSET_MINUTES * 60_000);
  const time = formatHourMinute(shifted.getUTCHours(), shifted.getUTCMinutes(), 'hi');
  const today = istDate(now);
  const day = istDate(start);
  if (day === today) return `आज ${time}`;
  if (day === addIstDays(today, 1)) return `कल ${time}`;
  return `${formatBookingDate(day, 'hi')}, ${time}`;
}

/** 'पर्सनल ट्रेनिंग' → 'पर्सनल ट्रेनर', 'योग' → 'योग ट्रेनर', as the English drops "Training". */
const trainersOf = (label: string) => `${label.replace(/ ट्रेनिंग$/, '')} ट्रेनर`;

export default {
  listing: {
    sessionsOffered: 'उपलब्ध सेशन',
    serviceShort: { personal: 'आमने-सामने', online: 'ऑनलाइन', group: 'ग्रुप' },
    experience: (years: number) => `${years} साल का अनुभव`,
    availableTimes: 'खाली समय',
    slot: (label: string) => formatSlotLabel(label, 'hi'),
    more: (count: number) => `+${count} और`,
    bookSession: 'सेशन बुक करें',
    bookNow: 'अभी बुक करें',
    withTrainer: (name: string) => ` (${name} के साथ)`,
    sessionsDone: (count: number) => `${formatNumber(count, 'hi')} सेशन पूरे`,
    km: 'किमी',
    away: ' दूर',
    freeCancellation: 'फ़्री कैंसलेशन',
    refundRule: (hours: number) => `कम से कम ${hours} घंटे पहले कैंसल करने पर पूरा रिफ़ंड`,
    upToBefore: (hours: number) => ` (सेशन से ${hours} घंटे पहले तक)`,
    nextFree: 'अगला खाली स्लॉट:',
    startsAt,
    new: 'नया',
    newTrainer: ' ट्रेनर, अभी कोई रिव्यू नहीं',
    rated: 'रेटिंग ',
    reviews: (count: number) => `(${formatNumber(count, 'hi')} रिव्यू)`,
    verifiedRule: 'पहचान (केवाईसी) की जाँच हो चुकी है और पोर्टफ़ोलियो Kasrat ने मंज़ूर किया है',
    verified: 'वेरिफ़ाइड',
    priceBefore: 'शुरुआत ',
    priceAfter: ' से',
    trainingType: 'ट्रेनिंग का तरीका',
    specialization: 'स्पेशलाइज़ेशन',
    activeFilters: 'लगे हुए फ़िल्टर:',
    none: 'कोई नहीं',
    removeFilter: (label: string) => `${label} फ़िल्टर हटाएँ`,
    clearAll: 'सभी हटाएँ',
    sort: 'क्रम',
    sortBy: {
      nearest: 'सबसे पास',
      rating: 'सबसे अच्छी रेटिंग',
      price_low: 'कीमत: कम से ज़्यादा',
      price_high: 'कीमत: ज़्यादा से कम',
    },
    pages: 'ट्रेनरों के पेज',
    previous: 'पिछला',
    next: 'अगला',
    page: (page: number) => `पेज ${page}`,
    trainers: (count: number, capped: boolean) =>
      `${formatNumber(count, 'hi')}${capped ? '+' : ''} ट्रेनर`,
    fallbackPlace: 'दिल्ली एनसीआर',
  } satisfies TranslationOf<typeof listingText>,

  home: {
    eyebrow: 'पूरे भारत में सर्टिफ़ाइड ट्रेनर',
    onlineTrainers: 'ऑनलाइन ट्रेनर',
    trainersNear: (place: string) => `${place} के पास ट्रेनर`,
    trainersNearYou: 'आपके आस-पास के ट्रेनर',
    acrossIndia: 'पूरे भारत में ऑनलाइन',
    within: (km: number) => `${km} किमी के दायरे में`,
    withinOf: (km: number, place: string) => `${place} से ${km} किमी के दायरे में`,
    findingLocation: 'आपकी लोकेशन पता की जा रही है…',
    found: (trainers: string, where: string) => `${where} ${trainers}`,
    searchFailed: (where: string) => `${where} खोज नहीं हो सकी`,
    searching: (where: string) => `${where} खोज रहे हैं…`,
    loadingTrainers: 'ट्रेनर लोड हो रहे हैं',
    back: 'वापस',
    toAllTrainers: ': सभी ट्रेनर',
  } satisfies TranslationOf<typeof homeText>,

  listingEmpty: {
    title: 'आस-पास कोई ट्रेनर नहीं मिला',
    text: 'इस इलाके में अभी इन फ़िल्टर से मेल खाता कोई ट्रेनर नहीं है। ऑनलाइन ट्रेनिंग आज़माएँ, या अपने आस-पास Kasrat की कम्युनिटी बढ़ाने में हमारी मदद करें।',
    becomeTrainer: 'ट्रेनर बनें',
    referFriend: 'दोस्त को बताएँ',
    exploreOnline: 'ऑनलाइन ट्रेनिंग देखें',
  } satisfies TranslationOf<typeof listingEmptyText>,

  listingClosing: {
    faq: 'अक्सर पूछे जाने वाले सवाल',
    ready: 'ट्रेनिंग शुरू करने के लिए तैयार हैं?',
    text: 'अपने आस-पास का सर्टिफ़ाइड ट्रेनर बुक करें, या भारत में कहीं से भी लाइव ऑनलाइन ट्रेनिंग लें। सेशन से 24 घंटे पहले तक कैंसलेशन फ़्री है।',
    exploreOnline: 'ऑनलाइन ट्रेनिंग देखें',
    byCity: 'शहर के हिसाब से ट्रेनर',
  } satisfies TranslationOf<typeof listingClosingText>,

  locationHelp: {
    title: 'आस-पास के ट्रेनर देखने के लिए लोकेशन चालू करें',
    text: 'हमें आपकी लोकेशन नहीं मिल सकी, इसलिए ऑनलाइन ट्रेनर दिखा रहे हैं।',
    showMeHow: 'कैसे करें, यह देखें',
    refresh: 'पेज रीफ़्रेश करें',
    browsers: {
      chrome: {
        name: 'क्रोम',
        steps: [
          'एड्रेस बार के बाईं ओर साइट सेटिंग्स वाले आइकन पर क्लिक करें।',
          'लोकेशन को “अनुमति दें” पर सेट करें।',
          'पेज रीफ़्रेश करें।',
        ],
      },
      safari: {
        name: 'सफ़ारी',
        steps: [
          'सफ़ारी › सेटिंग्स › वेबसाइट्स › लोकेशन खोलें।',
          'इस वेबसाइट को “अनुमति दें” पर सेट करें।',
          'पेज रीफ़्रेश करें।',
        ],
      },
      edge: {
        name: 'एज',
        steps: [
          'एड्रेस बार में ताले वाले आइकन पर क्लिक करें और इस साइट की अनुमतियाँ खोलें।',
          'लोकेशन को “अनुमति दें” पर सेट करें।',
          'पेज रीफ़्रेश करें।',
        ],
      },
      mobile: {
        name: 'फ़ोन या टैबलेट',
        steps: [
          'अपने फ़ोन की सेटिंग्स में लोकेशन चालू करें।',
          'ब्राउज़र की साइट सेटिंग्स में इस वेबसाइट को लोकेशन की अनुमति दें।',
          'वापस आकर “पेज रीफ़्रेश करें” पर टैप करें।',
        ],
      },
      other: {
        name: 'दूसरे ब्राउज़र',
        steps: [
          'अपने ब्राउज़र में इस वेबसाइट की अनुमतियाँ या साइट सेटिंग्स खोलें।',
          'लोकेशन की अनुमति दें।',
          'पेज रीफ़्रेश करें।',
        ],
      },
    },
  } satisfies TranslationOf<typeof locationHelpText>,

  cityPage: {
    notFound: 'शहर नहीं मिला',
    exploreAll: 'सभी ट्रेनर देखें',
    country: (city: string) => `${city}, भारत`,
    trainersIn: (label: string | undefined, city: string) =>
      `${city} में ${label ? trainersOf(label) : 'ट्रेनर'}`,
    loadingTrainers: 'ट्रेनर लोड हो रहे हैं',
    findingTrainers: 'ट्रेनर ढूँढ रहे हैं…',
    available: (trainers: string, city: string) => `${city} में ${trainers} उपलब्ध`,
    anyKind: 'फ़िटनेस',
    viewAll: (label: string | undefined) => (label ? `सभी ${trainersOf(label)} देखें` : 'सभी ट्रेनर देखें'),
    whyChoose: (city: string) => `${city} में Kasrat ही क्यों`,
    localExpertise: 'लोकल अनुभव',
    localExpertiseText: (city: string) =>
      `${city} के ट्रेनर, जो अपने जिम में, आपके घर पर या लाइव ऑनलाइन ट्रेनिंग देते हैं।`,
    verifiedProfessionals: 'वेरिफ़ाइड प्रोफ़ेशनल',
    verifiedProfessionalsText:
      'हर प्रोफ़ाइल लिस्ट होने से पहले हमारी टीम जाँचती है, और रेटिंग सिर्फ़ उन्हीं क्लाइंट की होती है जिन्होंने बुकिंग की है।',
    flexibleScheduling: 'अपनी सुविधा से समय',
    flexibleSchedulingText: 'सुबह 6 से रात 9 बजे तक हर घंटे के स्लॉट, और सेशन से 24 घंटे पहले तक फ़्री कैंसलेशन।',
    morePages: 'ट्रेनरों के और पेज',
    trainingIn: (city: string) => `${city} में ट्रेनिंग`,
    otherCities: 'दूसरे शहर',
  } satisfies TranslationOf<typeof cityPageText>,
};
