import type { TranslationOf } from '#shared/catalogue.ts';
import type { notFoundText } from '#web/app/routes/not-found.text.ts';

export default {
  notFound: {
    title: 'पेज नहीं मिला',
    heading: 'यह पेज नहीं मिला',
    text: 'आप जो पेज ढूँढ रहे थे, वह हमें नहीं मिला। हो सकता है वह कहीं और चला गया हो या अभी उपलब्ध न हो।',
    browseTrainers: 'ट्रेनर देखें',
    goHome: 'होम पर जाएँ',
  } satisfies TranslationOf<typeof notFoundText>,
};
