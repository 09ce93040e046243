import type { TranslationOf } from '#shared/catalogue.ts';
import type { uploadText } from '#web/lib/upload.text.ts';

/** What an image upload says in Hindi when it cannot finish. */
export default {
  portfolioImageUpload: {
    invalidImage: 'कृपया सही इमेज फ़ाइल चुनें',
    imageTooLarge: 'फ़ोटो 5 एमबी से छोटी होनी चाहिए',
    uploadCancelled: 'अपलोड रद्द हो गया',
    uploadFailed: (status: number, detail: string) =>
      `फ़ोटो अपलोड नहीं हो सकी: ${status} - ${detail}`,
    networkError: 'नेटवर्क की दिक्कत: सर्वर से कोई जवाब नहीं मिला',
    failed: 'अपलोड नहीं हो सका',
  } satisfies TranslationOf<typeof uploadText>,
};
