import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { sessionsText } from '#web/app/routes/sessions.text.ts';
import type { moveProposalText } from '#web/features/bookings/components/move-proposal-banner.text.ts';
import type { moveSessionDialogText } from '#web/features/bookings/components/move-session-dialog.text.ts';
import type { sessionCardText } from '#web/features/bookings/components/session-card.text.ts';

const n = (value: number) => formatNumber(value, 'hi');

export default {
  sessionsRoute: {
    title: 'मेरे सेशन',
    myPacks: 'मेरे पैक',
    retry: 'फिर से कोशिश करें',
    browseTrainers: 'ट्रेनर देखें',
    tabs: 'सेशन',
    upcoming: (count: number) => `आने वाले (${n(count)})`,
    past: (count: number) => `पिछले (${n(count)})`,
    noUpcoming: 'कोई आने वाला सेशन नहीं है। कोई ट्रेनर चुनें और अपना पहला सेशन बुक करें।',
    noPast: 'अभी तक कोई पिछला सेशन नहीं है।',
    documentsIntro: 'आपने जिन सेशन का पेमेंट किया उनके इनवॉइस, और रिफ़ंड हुए सेशन के क्रेडिट नोट।',
    noDocuments: 'अभी कोई टैक्स दस्तावेज़ नहीं है। हर पेमेंट किए गए सेशन का इनवॉइस यहाँ मिलेगा।',
  } satisfies TranslationOf<typeof sessionsText>,

  sessionCard: {
    status: {
      pending: 'पेमेंट बाकी',
      confirmed: 'कन्फ़र्म',
      cancelled: 'कैंसल',
      completed: 'पूरा हुआ',
      expired: 'समय निकल गया',
    },
    payment: {
      paid: 'पेमेंट हो गया',
      refund_pending: 'रिफ़ंड जारी है',
      refund_failed: 'रिफ़ंड में देरी',
      refunded: 'रिफ़ंड हो गया',
    },
    yourClient: 'आपके क्लाइंट',
    timeAndLength: (time: string, minutes: number) => `${time} (भारतीय समय) · ${n(minutes)} मिनट`,
    confirmAttendance: 'हाज़िरी कन्फ़र्म करें',
    editReview: 'रिव्यू बदलें',
    rateSession: 'सेशन को रेटिंग दें',
    reschedule: 'रीशेड्यूल करें',
    proposeNewTime: 'नया समय सुझाएँ',
    addToCalendar: 'कैलेंडर में जोड़ें',
    cancelFromDashboard: 'अपने डैशबोर्ड से कैंसल करें',
    cancel: 'कैंसल करें',
    cancelTitle: 'यह सेशन कैंसल करें?',
    cancelWhat: (service: string, other: string, date: string, time: string) =>
      `${other} के साथ ${service}, ${date}, ${time}`,
    keepSession: 'सेशन रखें',
    cancelSession: 'सेशन कैंसल करें',
    cancelling: 'कैंसल हो रहा है...',
    holdReleased: 'रोका गया स्लॉट छोड़ दिया जाएगा; आपने कोई पेमेंट नहीं किया है।',
    fullRefund: (amount: string) =>
      `आपको ${amount} का पूरा रिफ़ंड उसी तरीक़े से मिलेगा जिससे आपने पेमेंट किया था।`,
    noRefund: 'मुफ़्त कैंसलेशन सेशन से 24 घंटे पहले तक ही है, इसलिए इस कैंसलेशन पर रिफ़ंड नहीं मिलेगा।',
  } satisfies TranslationOf<typeof sessionCardText>,

  moveSessionDialog: {
    now: (service: string, other: string, date: string, time: string) =>
      `${other} के साथ ${service}, अभी ${date}, ${time} पर`,
    cancel: 'रद्द करें',
    moveSession: 'सेशन रीशेड्यूल करें',
    sendProposal: 'सुझाव भेजें',
    moving: 'रीशेड्यूल हो रहा है...',
    sending: 'भेजा जा रहा है...',
    newDate: 'नई तारीख़',
    newTime: 'नया समय (भारतीय समय)',
    loadingTimes: 'खाली समय लोड हो रहे हैं...',
    noteFor: (client: string) => `${client} के लिए नोट (ज़रूरी नहीं)`,
  } satisfies TranslationOf<typeof moveSessionDialogText>,

  moveProposal: {
    region: 'सुझाया गया नया समय',
    accept: 'मंज़ूर करें',
    decline: 'मना करें',
    declineAndCancel: 'मना करें और पूरे रिफ़ंड के साथ कैंसल करें',
    cancelTitle: 'यह सेशन कैंसल करें?',
    cancelWhat: (service: string, trainer: string) => `${trainer} के साथ ${service}`,
    keepSession: 'सेशन रखें',
    cancelWithRefund: 'पूरे रिफ़ंड के साथ कैंसल करें',
    cancelling: 'कैंसल हो रहा है...',
    fullRefundWhy:
      'ट्रेनर ने समय बदलने को कहा है, इसलिए सेशन में कितना भी समय बचा हो, आपको पूरा रिफ़ंड मिलेगा।',
  } satisfies TranslationOf<typeof moveProposalText>,
};
