import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { packsRouteText } from '#web/app/routes/packs.text.ts';
import type { packsText } from '#web/features/packs/packs.text.ts';
import type { packOfferText } from '#web/lib/pack-offer.text.ts';

const n = (value: number) => formatNumber(value, 'hi');

export default {
  packOffer: {
    sessions: (count: number) => `${n(count)} सेशन`,
    save: (percent: number) => `${n(percent)}% की बचत`,
    valid: (days: number) => `${n(days)} दिन तक मान्य`,
  } satisfies TranslationOf<typeof packOfferText>,

  packsRoute: {
    title: 'मेरे पैक',
    intro: 'पैक की क़ीमत पर एक साथ ख़रीदे गए सेशन। पैक से की गई हर बुकिंग में एक क्रेडिट लगता है।',
    loadingPacks: 'आपके पैक लोड हो रहे हैं',
    noPacks: 'अभी आपके पास कोई पैक नहीं है। जो ट्रेनर पैक देते हैं, वे अपनी सर्विस के नीचे उन्हें दिखाते हैं।',
    browseTrainers: 'ट्रेनर देखें',
    packTitle: 'पैक',
    loadingPack: 'पैक लोड हो रहा है',
  } satisfies TranslationOf<typeof packsRouteText>,

  packs: {
    status: {
      pending: 'पेमेंट बाकी',
      active: 'चालू',
      ended: 'ख़त्म',
      lapsed: 'पेमेंट नहीं हुआ',
    },
    bookingStatus: {
      pending: 'पेमेंट बाकी',
      confirmed: 'बुक है',
      completed: 'हो गया',
      cancelled: 'कैंसल',
      expired: 'समय निकल गया',
    },
    expiresOn: (day: string) => `${day} को ख़त्म होगा · बचे हुए क्रेडिट का रिफ़ंड मिलेगा`,
    validUntil: (day: string) => `${day} तक मान्य`,
    creditsLeftOf: (left: number, sessions: number) => `${n(sessions)} में से ${n(left)} क्रेडिट बाकी`,
    listTitle: (sessions: number, service: string, trainer: string) =>
      `${n(sessions)} ${service} · ${trainer}`,
    heading: (sessions: number, service: string) => `${n(sessions)} × ${service}`,
    with: 'ट्रेनर:',
    paidOn: (day: string) => ` · ${day} को पेमेंट हुआ`,
    waitingForPayment: 'इस पैक का पेमेंट अभी बाकी है।',
    completePayment: 'पेमेंट पूरा करें',
    creditsLeftLabel: (_left: number, sessions: number) => `क्रेडिट बाकी (कुल ${n(sessions)})`,
    bookSession: 'सेशन बुक करें',
    sessionsBooked: 'बुक किए गए सेशन',
    sessionsUsed: 'इस्तेमाल हुए सेशन',
    refunded: (amount: string) => `${amount} आपको रिफ़ंड किए गए`,
    sessionsHeading: 'इस पैक से बुक किए गए सेशन',
    noSessions: 'इस पैक से अभी कोई सेशन बुक नहीं हुआ है।',
    sessionWhen: (date: string, time: string) => `${date} · ${time} (भारतीय समय)`,
  } satisfies TranslationOf<typeof packsText>,
};
