import type { TranslationOf } from '#shared/catalogue.ts';
import type { REMINDER_SETTINGS_TEXT } from '#shared/reminder-settings-messages.ts';

export default {
  reminderSettingsMessages: {
    whatsappOptInText: 'मैं Kasrat से WhatsApp पर सेशन रिमाइंडर पाने के लिए सहमत हूँ',
    whatsappOptInRequired: 'WhatsApp रिमाइंडर के लिए बॉक्स पर टिक करें, या WhatsApp बंद कर दें।',
    saved: 'आपकी रिमाइंडर सेटिंग सेव हो गई है।',
    saveFailed: 'आपकी रिमाइंडर सेटिंग सेव नहीं हो सकी। कृपया फिर से कोशिश करें।',
    loadFailed: 'आपकी रिमाइंडर सेटिंग लोड नहीं हो सकी।',
    pushUnsupported: 'यह ब्राउज़र Kasrat के नोटिफ़िकेशन नहीं दिखा सकता।',
    pushNeedsInstall:
      'iPhone या iPad पर पहले Kasrat को होम स्क्रीन पर जोड़ें (शेयर → होम स्क्रीन में जोड़ें), फिर वहीं से खोलकर नोटिफ़िकेशन चालू करें।',
    pushDenied:
      'इस ब्राउज़र में Kasrat के नोटिफ़िकेशन ब्लॉक हैं। इन्हें चालू करने के लिए साइट सेटिंग खोलें (पते के पास वाला आइकन), नोटिफ़िकेशन को “अनुमति दें” पर करें और पेज फिर से लोड करें।',
    pushDismissed: 'ब्राउज़र को कोई जवाब नहीं मिला। बटन फिर से दबाकर “अनुमति दें” चुनें।',
    pushOn: 'इस डिवाइस पर नोटिफ़िकेशन चालू हैं।',
    pushOff: 'इस डिवाइस पर नोटिफ़िकेशन बंद हैं।',
    pushTurnedOn: 'इस डिवाइस पर नोटिफ़िकेशन चालू हो गए।',
    pushTurnedOff: 'इस डिवाइस पर नोटिफ़िकेशन बंद हो गए।',
    pushFailed: (reason: string) => `नोटिफ़िकेशन चालू नहीं हो सके: ${reason}`,
    pushOffFailed: 'नोटिफ़िकेशन बंद नहीं हो सके। अपना इंटरनेट कनेक्शन देखकर फिर से कोशिश करें।',
  } satisfies TranslationOf<typeof REMINDER_SETTINGS_TEXT>,
};
