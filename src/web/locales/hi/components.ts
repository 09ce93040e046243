import type { TranslationOf } from '#shared/catalogue.ts';
import { formatBookingDate, formatIstTime, istDate } from '#shared/ist.ts';
import type { messageButtonText } from '#web/components/message-button.text.ts';
import type { offlineNoticeText } from '#web/components/offline-notice.text.ts';
import type { payoutCellsText } from '#web/components/payout-cells.text.ts';
import type { portfolioPreviewText } from '#web/components/portfolio-preview.text.ts';
import type { uiControlsText } from '#web/components/ui/controls.text.ts';
import type { uiText } from '#web/components/ui/ui.text.ts';

export default {
  ui: {
    loading: 'लोड हो रहा है',
    retry: 'फिर से कोशिश करें',
  } satisfies TranslationOf<typeof uiText>,

  uiControls: {
    close: 'बंद करें',
    cancel: 'रद्द करें',
    tryAgain: 'फिर से कोशिश करें',
    checkingSession: 'आपका लॉग-इन जाँचा जा रहा है',
    upload: (what: string) => `${what} अपलोड`,
    uploading: (percent: number) => `अपलोड हो रहा है... ${percent}%`,
    newPassword: 'नया पासवर्ड',
    newPasswordHint: 'कम से कम 8 अक्षर',
  } satisfies TranslationOf<typeof uiControlsText>,

  offlineNotice: {
    lastVisit: 'आपकी पिछली विज़िट',
    asOf: (instant: Date) =>
      `${formatBookingDate(istDate(instant), 'hi')}, ${formatIstTime(instant, 'hi')}`,
    notice: (what: string, when: string) =>
      `ऑफ़लाइन: ${when} तक के आपके ${what} दिख रहे हैं। कोई बदलाव करने के लिए इंटरनेट चाहिए।`,
  } satisfies TranslationOf<typeof offlineNoticeText>,

  messageButton: {
    message: 'मैसेज करें',
    messageTo: (name: string) => `${name} को मैसेज करें`,
  } satisfies TranslationOf<typeof messageButtonText>,

  payoutCells: {
    sessions: 'सेशन',
    gross: 'कुल रकम',
    net: 'नेट रकम',
    status: 'स्टेटस',
    reference: 'रेफ़रेंस',
  } satisfies TranslationOf<typeof payoutCellsText>,

  portfolioPreview: {
    yourName: 'आपका नाम',
    years: 'साल',
    clients: 'क्लाइंट',
    reviews: (count: number) => `${count} रिव्यू`,
    new: 'नया',
    bookSession: 'सेशन बुक करें',
    about: 'परिचय',
    gym: 'जिम',
    membershipRequired: 'मेंबरशिप ज़रूरी',
    specializations: 'स्पेशलाइज़ेशन',
    certifications: 'सर्टिफ़िकेशन',
    achievements: 'उपलब्धियाँ',
    services: 'सर्विस',
    perSession: (price: string) => `${price}/सेशन`,
    availableTimes: 'खाली समय',
    more: (count: number) => `+${count} और`,
  } satisfies TranslationOf<typeof portfolioPreviewText>,
};
