import type { TranslationOf } from '#shared/catalogue.ts';
import type { availabilitySettingsText } from '#web/features/trainer-availability/components/availability-settings.text.ts';

export default {
  dashAvailability: {
    workingDays: 'काम के दिन',
    workingDaysIntro:
      'क्लाइंट आपको काम के दिनों में बुक कर सकते हैं। किसी दिन हर हफ़्ते छुट्टी रखनी हो, तो उसे ब्लॉक करें।',
    blockDay: (day: string) => `${day} ब्लॉक करें`,
    blockThisDay: 'यह दिन ब्लॉक करें',
    blockedDates: 'ब्लॉक की गई तारीखें',
    blockedDatesIntro: 'एक बार की छुट्टियाँ, जैसे कोई त्योहार।',
    date: 'तारीख',
    addDate: 'तारीख जोड़ें',
    noDatesBlocked: 'कोई तारीख ब्लॉक नहीं है।',
    remove: 'हटाएँ',
    removeDate: (date: string) => `${date} हटाएँ`,
    rules:
      'ब्लॉक किए गए दिन काम के दिनों पर भारी पड़ते हैं, ब्लॉक की गई तारीखें सिर्फ़ एक बार लागू होती हैं, और नई बुकिंग में आपके बदलाव तुरंत दिखते हैं।',
    saving: 'सेव हो रहा है...',
    save: 'बदलाव सेव करें',
  } satisfies TranslationOf<typeof availabilitySettingsText>,
};
