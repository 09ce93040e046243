import type { TranslationOf } from '#shared/catalogue.ts';
import type { uploadText } from '#web/lib/upload.text.ts';

/** What an image upload says in Hindi when the storage gives no reason of its own. */
export default {
  portfolioImageUpload: {
    failed: 'अपलोड नहीं हो सका',
  } satisfies TranslationOf<typeof uploadText>,
};
