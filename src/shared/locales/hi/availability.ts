import type { AVAILABILITY_TEXT } from '#shared/availability.ts';
import type { TranslationOf } from '#shared/catalogue.ts';

export default {
  availabilityMessages: {
    loadFailed: 'उपलब्धता की सेटिंग लोड नहीं हो सकी',
    updated: 'उपलब्धता की सेटिंग अपडेट हो गई',
    updateFailed: 'उपलब्धता की सेटिंग अपडेट नहीं हो सकी',
    selectDate: 'कृपया एक तारीख चुनें',
    pastDate: 'बीती हुई तारीख ब्लॉक नहीं की जा सकती',
    alreadyBlocked: 'यह तारीख पहले से ब्लॉक है',
    invalidWeekday: 'काम के दिन और ब्लॉक किए गए दिन हफ़्ते के दिनों के नाम होने चाहिए',
    blockOnlyWorkingDays: 'सिर्फ़ काम का दिन ही ब्लॉक किया जा सकता है',
  } satisfies TranslationOf<typeof AVAILABILITY_TEXT>,
};
