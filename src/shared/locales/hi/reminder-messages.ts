import type { TranslationOf } from '#shared/catalogue.ts';
import type { REMINDER_TEXT } from '#shared/reminder-messages.ts';

export default {
  reminderMessages: {
    preferencesSaved: 'रिमाइंडर सेटिंग सेव हो गई',
    whatsappNumberInvalid: 'कृपया देश के कोड के साथ भारतीय मोबाइल नंबर डालें, जैसे +91 98765 43210',
    whatsappNumberRequired:
      'WhatsApp पर रिमाइंडर पाने के लिए अपना मोबाइल नंबर डालें (आपकी प्रोफ़ाइल में कोई नंबर नहीं है)',
    pushEndpointInvalid: 'इस ब्राउज़र ने नोटिफ़िकेशन का ऐसा पता दिया है जिसे हम इस्तेमाल नहीं कर सकते',
    pushKeysInvalid: 'इस ब्राउज़र की नोटिफ़िकेशन कुंजियाँ सही नहीं हैं',
    pushSubscribed: 'इस डिवाइस पर नोटिफ़िकेशन चालू हैं',
    pushUnsubscribed: 'इस डिवाइस पर नोटिफ़िकेशन बंद हैं',
    pushRenewed: 'नोटिफ़िकेशन अब ब्राउज़र के नए पते पर आएँगे',
    pushRenewalUnknown: 'इस ब्राउज़र का पुराना नोटिफ़िकेशन पता हमारे पास दर्ज नहीं है',

    daySubject: (other: string, when: string) => `रिमाइंडर: ${other} के साथ आपका सेशन, ${when}`,
    hourSubject: (other: string, time: string) => `जल्द शुरू: ${other} के साथ आपका सेशन ${time} पर`,
    dayTitle: 'सेशन रिमाइंडर',
    hourTitle: 'सेशन जल्द शुरू होने वाला है',
    dayBody: (service: string, other: string, when: string) =>
      `${other} के साथ ${service}, ${when} (भारतीय समय)।`,
    hourBody: (service: string, other: string, time: string) =>
      `${other} के साथ ${service} ${time} पर शुरू होगा (भारतीय समय)।`,
    joinLine: (url: string) => `ऑनलाइन जुड़ें: ${url}`,
    placeLine: (place: string) => `कहाँ: ${place}`,
    onlinePlace: 'ऑनलाइन (जुड़ने का लिंक एक घंटा पहले आएगा)',
    gymPlace: (gym: string) => `जिम में: ${gym}`,
    homePlace: (address: string) => `क्लाइंट के घर पर: ${address}`,
    sessionsLine: (url: string) => `आपके सेशन: ${url}`,
    settingsLine: (url: string) => `रिमाइंडर सेटिंग: ${url}`,
  } satisfies TranslationOf<typeof REMINDER_TEXT>,
};
