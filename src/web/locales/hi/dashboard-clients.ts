import type { TranslationOf } from '#shared/catalogue.ts';
import type {
  clientListText,
  clientsTabText,
} from '#web/features/trainer-dashboard/components/clients-tab.text.ts';

export default {
  dashClients: {
    counts: 'क्लाइंट की गिनती',
    totalClients: 'कुल क्लाइंट',
    totalClientsHint: 'कम से कम एक बार बुक किया',
    activeClients: 'एक्टिव क्लाइंट',
    activeClientsHint: (days: number) => `आने वाला सेशन या पिछले ${days} दिनों में सेशन`,
    newThisMonth: 'इस महीने नए',
    newThisMonthHint: 'पहली बुकिंग',
    repeatClients: 'दोबारा आने वाले',
    repeatClientsHint: 'दो या ज़्यादा सेशन',
    yourClients: 'आपके क्लाइंट',
    searchLabel: 'नाम या ई-मेल से क्लाइंट खोजें',
    searchPlaceholder: 'नाम या ई-मेल से खोजें',
    searching: 'खोज रहे हैं',
    loadingClients: 'क्लाइंट लोड हो रहे हैं',
    noMatch: (search: string) => `“${search}” से मिलता कोई क्लाइंट नहीं है।`,
    noClients: 'अभी कोई क्लाइंट नहीं है। जो भी आपको बुक करेगा, वह यहाँ दिखेगा।',
    showMore: 'और क्लाइंट देखें',
    showing: (shown: number, matching: number) => `${matching} में से ${shown} दिखाए जा रहे हैं`,
  } satisfies TranslationOf<typeof clientsTabText>,

  dashClientList: {
    statuses: { active: 'एक्टिव', inactive: 'एक्टिव नहीं' },
    yourClients: 'आपके क्लाइंट',
    name: 'नाम',
    email: 'ई-मेल',
    phone: 'फ़ोन',
    joined: 'जुड़े',
    sessions: 'सेशन',
    lastSession: 'आख़िरी सेशन',
    status: 'स्टेटस',
    actions: 'ऐक्शन',
  } satisfies TranslationOf<typeof clientListText>,
};
