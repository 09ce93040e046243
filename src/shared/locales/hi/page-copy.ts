import type { City } from '#shared/catalog.ts';
import { placeName, specializationName } from '#shared/catalog-names.ts';
import type { TranslationOf } from '#shared/catalogue.ts';
import type { HEAD_COPY_TEXT, SITE_COPY_TEXT } from '#shared/head-copy.ts';
import { numberFormat } from '#shared/intl.ts';
import { LISTING_RADIUS_KM } from '#shared/listing-filters.ts';
import type { CITY_COPY_TEXT, LISTING_COPY_TEXT } from '#shared/page-copy.ts';
import type { TRAINER_COPY_TEXT } from '#shared/trainer-copy.ts';

// The Hindi of page-copy.ts, trainer-copy.ts and head-copy.ts: the public pages' own words.

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** 'Yoga' → 'योग'; a label Kasrat does not know stays as it is. */
const specialization = (label: string) => specializationName(label, 'hi');
/** Like the English 'Weight Training' → 'Weight Trainers': 'वेट ट्रेनिंग' → 'वेट ट्रेनर'. */
const trainerKind = (label: string) => specialization(label).replace(/ ट्रेनिंग$/, '');
const trainersOf = (label: string) => `${trainerKind(label)} ट्रेनर`;

export default {
  pageCopyListing: {
    trainerKind,
    trainersOf,
    specialized: {
      title: (trainers: string, online: boolean) =>
        online ? `ऑनलाइन ${trainers}` : `आपके आस-पास ${trainers}`,
      description: (trainers: string, online: boolean) =>
        online
          ? `Kasrat पर सर्टिफ़ाइड ${trainers} के साथ ऑनलाइन सेशन बुक करें। पूरे भारत के ट्रेनर की असली रेटिंग, रुपये में दाम और खाली स्लॉट देखें, फिर सुरक्षित पेमेंट करें।`
          : `Kasrat पर अपने आस-पास सर्टिफ़ाइड ${trainers} बुक करें। ${LISTING_RADIUS_KM} किमी के दायरे में असली रेटिंग, रुपये में दाम और खाली स्लॉट देखें, फिर सुरक्षित पेमेंट करें।`,
      text: (trainers: string, online: boolean) =>
        `${online ? 'ऑनलाइन' : 'आपके आस-पास'} सर्टिफ़ाइड ${trainers}, उनके क्लाइंट के असली रिव्यू के साथ। सुबह 6 से रात 9 बजे तक हर घंटे के स्लॉट।`,
    },
    online: {
      title: 'ऑनलाइन फ़िटनेस ट्रेनर',
      description:
        'Kasrat पर सर्टिफ़ाइड फ़िटनेस ट्रेनर के साथ वीडियो पर लाइव ट्रेनिंग करें। असली रिव्यू, रुपये में दाम, और बुकिंग कन्फ़र्म होते ही मीटिंग लिंक।',
      heading: 'ऑनलाइन फ़िटनेस ट्रेनिंग',
      text: 'भारत में कहीं से भी सर्टिफ़ाइड ट्रेनर के साथ वीडियो पर लाइव ट्रेनिंग करें, अपने समय के हिसाब से।',
    },
    all: {
      title: 'अपने आस-पास फ़िटनेस ट्रेनर खोजें',
      description: `Kasrat पर ${LISTING_RADIUS_KM} किमी के दायरे में सर्टिफ़ाइड पर्सनल, ग्रुप और ऑनलाइन फ़िटनेस ट्रेनर खोजें और बुक करें। असली रिव्यू, रुपये में दाम और सुरक्षित पेमेंट।`,
      heading: 'अपने लिए सही फ़िटनेस ट्रेनर चुनें',
      text: 'पूरे भारत में सर्टिफ़ाइड पर्सनल, ग्रुप और ऑनलाइन ट्रेनर बुक करें। अपनी सुविधा का समय चुनें और रुपये में सुरक्षित पेमेंट करें।',
    },
  } satisfies TranslationOf<typeof LISTING_COPY_TEXT>,

  pageCopyCity: {
    cityName: (city: City) => placeName(city.name, 'hi'),
    fitnessTrainers: 'फ़िटनेस ट्रेनर',
    title: (trainers: string, city: string) => `${city} में ${trainers}`,
    description: (trainers: string, city: string) =>
      `Kasrat पर ${city} में वेरिफ़ाइड ${trainers} बुक करें: असली रिव्यू, रुपये में दाम, और जिम में, घर पर या ऑनलाइन सेशन।`,
    text: (trainers: string, city: string) =>
      `पूरे ${city} में सर्टिफ़ाइड ${trainers} खोजें, असली रिव्यू देखें और अपने समय के हिसाब से सेशन बुक करें।`,
  } satisfies TranslationOf<typeof CITY_COPY_TEXT>,

  pageCopyTrainer: {
    defaultTitle: 'सर्टिफ़ाइड पर्सनल ट्रेनर',
    title: (name: string, title: string, city: string) =>
      `${name}, ${city ? `${city} में ` : ''}${title}`,
    newOnKasrat: 'Kasrat पर नए ट्रेनर',
    rated: (rating: number, reviewCount: number) =>
      `${numberFormat('hi', ONE_DECIMAL).format(rating)} रेटिंग (${numberFormat('hi').format(reviewCount)} रिव्यू)`,
    description: (rating: string, focus: string, name: string) =>
      `${rating}। ${focus ? `${focus}। ` : ''}Kasrat पर ${name} के साथ सेशन बुक करें और रुपये में सुरक्षित पेमेंट करें।`,
  } satisfies TranslationOf<typeof TRAINER_COPY_TEXT>,

  pageCopySite: {
    site: {
      title: 'Kasrat',
      description:
        'Kasrat पर पूरे भारत में सर्टिफ़ाइड फ़िटनेस ट्रेनर खोजें, बुक करें और पेमेंट करें: पर्सनल, ग्रुप और ऑनलाइन सेशन।',
    },
    notFound: {
      title: 'पेज नहीं मिला',
      description:
        'आप जो पेज ढूँढ रहे थे, वह हमें नहीं मिला। हो सकता है वह कहीं और चला गया हो या अभी उपलब्ध न हो।',
    },
    brandImageAlt: 'Kasrat: आपके आस-पास फ़िटनेस ट्रेनर, पूरे भारत में पर्सनल, ग्रुप और ऑनलाइन सेशन',
    keywords: [
      'मेरे पास पर्सनल ट्रेनर',
      'फ़िटनेस ट्रेनर',
      'ऑनलाइन फ़िटनेस ट्रेनिंग',
      'योग टीचर',
      'जिम ट्रेनर',
      'भारत',
    ],
  } satisfies TranslationOf<typeof SITE_COPY_TEXT>,

  pageCopyHead: {
    trainerNearMe: (label: string) => `मेरे पास ${trainersOf(label)}`,
    topRated: (online: boolean, label: string | undefined) =>
      `पूरे भारत के टॉप-रेटेड ${online ? 'ऑनलाइन ' : ''}${label ? trainersOf(label) : 'फ़िटनेस ट्रेनर'}`,
    trainerInCity: (label: string | undefined, city: string) =>
      `${city} में ${label ? trainersOf(label) : 'फ़िटनेस ट्रेनर'}`,
    personalTrainerIn: (city: string) => `${city} में पर्सनल ट्रेनर`,
    gymTrainerIn: (city: string) => `${city} में जिम ट्रेनर`,
    serviceWith: (service: string, name: string) => `${name} के साथ ${service}`,
  } satisfies TranslationOf<typeof HEAD_COPY_TEXT>,
};
