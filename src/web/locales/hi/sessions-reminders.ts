import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { remindersText } from '#web/features/reminders/reminders.text.ts';

export default {
  remindersScreen: {
    title: 'रिमाइंडर',
    intro:
      'हर सेशन से 24 घंटे और 1 घंटा पहले हम आपको याद दिलाते हैं; ऑनलाइन सेशन के 1 घंटे वाले रिमाइंडर में जुड़ने का लिंक होता है। रात 10 से सुबह 7 बजे के बीच 1 घंटे वाले रिमाइंडर के सिवा कुछ नहीं भेजा जाता।',
    loading: 'आपकी रिमाइंडर सेटिंग लोड हो रही है',
    email: 'ई-मेल',
    emailTo: (email: string) => `${email} पर`,
    whatsapp: 'WhatsApp',
    whatsappHint: 'आपके मोबाइल पर, Kasrat के वेरिफ़ाइड बिज़नेस नंबर से।',
    whatsappNumber: 'WhatsApp नंबर',
    whatsappNumberHint: 'आपकी प्रोफ़ाइल वाला फ़ोन नंबर, जब तक आप कोई और नंबर न डालें।',
    push: 'पुश नोटिफ़िकेशन',
    pushDevices: (devices: number) =>
      devices === 0
        ? 'हर उस डिवाइस पर जहाँ आप इन्हें चालू करेंगे (नीचे)।'
        : devices === 1
          ? 'उस एक डिवाइस पर जहाँ आपने इन्हें चालू किया है।'
          : `उन ${formatNumber(devices, 'hi')} डिवाइस पर जहाँ आपने इन्हें चालू किया है।`,
    saving: 'सेव हो रहा है...',
    save: 'रिमाइंडर सेटिंग सेव करें',
    thisDevice: 'यह डिवाइस',
    checking: 'यह ब्राउज़र जाँचा जा रहा है…',
    turningOff: 'बंद हो रहे हैं…',
    turnOff: 'इस डिवाइस पर बंद करें',
    turningOn: 'चालू हो रहे हैं…',
    turnOn: 'इस डिवाइस पर नोटिफ़िकेशन चालू करें',
  } satisfies TranslationOf<typeof remindersText>,
};
