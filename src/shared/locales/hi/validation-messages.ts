import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { VALIDATION_TEXT } from '#shared/validation-messages.ts';

const n = (value: number) => formatNumber(value, 'hi');

/**
 * The field's name comes in English words made from its key ("Hero image 1"), so the Hindi
 * leaves it out: a form shows the message under its field, which names it already.
 */
export default {
  validationMessages: {
    fieldRequired: (_field: string) => 'यह भरना ज़रूरी है',
    fieldInvalid: (_field: string) => 'यह सही नहीं है',
    fieldTooShort: (_field: string, min: number) => `कम से कम ${n(min)} अक्षर होने चाहिए`,
    fieldTooLong: (_field: string, max: number) => `${n(max)} से ज़्यादा अक्षर नहीं हो सकते`,
    tooFewEntries: (_field: string, min: number) => `कम से कम ${n(min)} एंट्री होनी चाहिए`,
    tooManyEntries: (_field: string, max: number) => `${n(max)} से ज़्यादा एंट्री नहीं हो सकतीं`,
    numberTooSmall: (_field: string, min: number) => `कम से कम ${n(min)} होना चाहिए`,
    numberTooLarge: (_field: string, max: number) => `${n(max)} से ज़्यादा नहीं हो सकता`,
    wholeNumber: (_field: string) => 'पूरी संख्या होनी चाहिए',
    notOneOf: (_field: string, values: readonly string[]) =>
      `इनमें से कोई एक होना चाहिए: ${values.join(', ')}`,
  } satisfies TranslationOf<typeof VALIDATION_TEXT>,
};
