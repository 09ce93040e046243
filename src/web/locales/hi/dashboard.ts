import type { TranslationOf } from '#shared/catalogue.ts';
import type { trainerDashboardText } from '#web/app/routes/trainer-dashboard.text.ts';
import type { dashboardCommonText } from '#web/features/trainer-dashboard/components/dashboard-common.text.ts';
import type { dashboardMenuText } from '#web/features/trainer-dashboard/components/dashboard-menu.text.ts';
import type { overviewTabText } from '#web/features/trainer-dashboard/components/overview-tab.text.ts';
import type { sharePanelText } from '#web/features/trainer-dashboard/components/share-panel.text.ts';
import type { trainerInvitationText } from '#web/features/trainer-dashboard/components/trainer-invitation.text.ts';
import type { dashboardTabsText } from '#web/features/trainer-dashboard/dashboard-tabs.text.ts';

export default {
  dashTabs: {
    labels: {
      overview: 'सारांश',
      sessions: 'सेशन',
      clients: 'क्लाइंट',
      earnings: 'कमाई',
      availability: 'उपलब्धता',
      kyc: 'केवाईसी',
      terms: 'नियम व शर्तें',
    },
    titles: {
      overview: 'सारांश',
      sessions: 'सेशन',
      clients: 'क्लाइंट',
      earnings: 'कमाई',
      availability: 'उपलब्धता की सेटिंग',
      kyc: 'पहचान का वेरिफ़िकेशन (केवाईसी)',
      terms: 'नियम और शर्तें',
    },
  } satisfies TranslationOf<typeof dashboardTabsText>,

  dashRoute: {
    pageTitle: (tab: string) => `${tab} · ट्रेनर डैशबोर्ड`,
    trainer: 'ट्रेनर',
    menuButton: 'डैशबोर्ड मेन्यू',
    eyebrow: 'ट्रेनर डैशबोर्ड',
    documentsIntro:
      'आपके सेशन के लिए आपकी ओर से जारी बिल ऑफ़ सप्लाई और इनवॉइस, और कमीशन के लिए आपको भेजे गए Kasrat के इनवॉइस।',
    documentsEmpty:
      'अभी कोई टैक्स डॉक्यूमेंट नहीं है। जिस सेशन का पेमेंट हो जाता है उसका एक डॉक्यूमेंट बनता है, और हर पूरे हुए सेशन का एक कमीशन इनवॉइस।',
  } satisfies TranslationOf<typeof trainerDashboardText>,

  dashMenu: {
    trainerDashboard: 'ट्रेनर डैशबोर्ड',
    drawerTitle: 'मेन्यू',
    closeMenu: 'मेन्यू बंद करें',
  } satisfies TranslationOf<typeof dashboardMenuText>,

  dashCommon: {
    failedToLoad: 'लोड नहीं हो सका',
    rated: (rating: number) => `5 में से ${rating} रेटिंग`,
    opensInNewTab: ' (नए टैब में खुलेगा)',
    loading: 'लोड हो रहा है...',
    retry: 'फिर से कोशिश करें',
  } satisfies TranslationOf<typeof dashboardCommonText>,

  dashOverview: {
    welcomeStart: 'फिर से स्वागत है, ',
    welcomeEnd: '! देखिए आपका ट्रेनिंग का काम कैसा चल रहा है।',
    figures: 'आपके आँकड़े',
    totalRatings: 'कुल रेटिंग',
    averageRating: (average: string) => `औसत ${average}`,
    newTrainer: 'नए ट्रेनर',
    sessionsCompleted: 'पूरे हुए सेशन',
    allTime: 'अब तक',
    allTimeCancelled: (cancelled: number) => `अब तक · ${cancelled} आपने कैंसल किए`,
    activeClients: 'एक्टिव क्लाइंट',
    activeClientsHint: (days: number) => `आने वाली बुकिंग या पिछले ${days} दिनों में बुकिंग`,
    upcomingSessions: 'आने वाले सेशन',
    upcomingSessionsHint: 'कन्फ़र्म, आगे की किसी भी तारीख के',
  } satisfies TranslationOf<typeof overviewTabText>,

  dashShare: {
    title: 'अपनी प्रोफ़ाइल शेयर करें',
    intro: 'क्लाइंट को सीधे अपनी पब्लिक प्रोफ़ाइल पर भेजें, जहाँ से वे आपको बुक कर सकते हैं।',
    linkLabel: 'आपकी पब्लिक प्रोफ़ाइल का लिंक',
    copyLink: 'लिंक कॉपी करें',
    copied: 'कॉपी हो गया',
    shareOn: 'यहाँ शेयर करें',
    message: (firstName: string) => `Kasrat पर ${firstName} के साथ ट्रेनिंग करें: यहाँ सेशन बुक करें`,
    copyFailed: 'लिंक कॉपी नहीं हो सका। उसे चुनकर खुद कॉपी कर लें।',
    instagramNotice:
      'लिंक कॉपी हो गया। वेब पर Instagram में शेयर बटन नहीं है: लिंक को अपने बायो या स्टोरी में पेस्ट करें।',
  } satisfies TranslationOf<typeof sharePanelText>,

  dashInvitation: {
    dashboardPage: 'ट्रेनर डैशबोर्ड',
    dashboardPurpose:
      'Kasrat के साथ पूरे भारत में क्लाइंट को ट्रेनिंग दें: अपनी प्रोफ़ाइल पब्लिश करें, अपने घंटे तय करें और अपने हर सेशन का पेमेंट हर हफ़्ते पाएँ।',
    forTrainers: (page: string) => `${page} सिर्फ़ ट्रेनरों के लिए है`,
    dashboardName: 'ट्रेनर डैशबोर्ड',
    becomeTrainer: 'ट्रेनर बनें',
    browseTrainers: 'ट्रेनर देखें',
    adminNote: 'एडमिन अकाउंट प्लैटफ़ॉर्म चलाते हैं, इसलिए वे ट्रेनर के तौर पर बुकिंग नहीं ले सकते।',
    adminConsole: 'एडमिन कंसोल',
  } satisfies TranslationOf<typeof trainerInvitationText>,
};
