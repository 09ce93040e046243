import type { TranslationOf } from '#shared/catalogue.ts';
import type { SHELL_TEXT } from '#shared/shell-messages.ts';

export default {
  shell: {
    apiRequestFailed: (status: number, statusText: string) =>
      `अनुरोध पूरा नहीं हो सका: ${status} ${statusText}`.trim(),
    networkError: 'नेटवर्क की दिक्कत: सर्वर से कोई जवाब नहीं मिला',
    requestSetupError: (message: string) => `अनुरोध भेजा नहीं जा सका: ${message}`,
    publicRequestFailed: (status: number) => `अनुरोध पूरा नहीं हो सका (स्टेटस ${status})`,
    fetchProfileFailed: 'प्रोफ़ाइल लोड नहीं हो सकी',
    fetchTrainersFailed: 'ट्रेनर लोड नहीं हो सके',
    bookingFullTitle: 'बुकिंग फ़ुल',
    bookingFull: 'अगले 10 दिनों के सभी स्लॉट बुक हो चुके हैं।',
    pageLoadFailed: 'यह पेज लोड नहीं हो सका। अपना इंटरनेट कनेक्शन देखकर फिर से कोशिश करें।',
    signedOut: 'आप साइन आउट हो गए हैं।',
    loginToPay: 'पेमेंट करने के लिए कृपया लॉग इन करें',
  } satisfies TranslationOf<typeof SHELL_TEXT>,
};
