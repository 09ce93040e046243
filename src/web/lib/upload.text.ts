import { catalogue } from '#shared/catalogue.ts';
import { MESSAGES } from '#shared/messages.ts';

/** What an upload says when it cannot finish (src/web/lib/upload.ts). */
export const uploadText = catalogue('portfolioImageUpload', {
  invalidImage: MESSAGES.invalidImage,
  imageTooLarge: MESSAGES.imageTooLarge,
  uploadCancelled: MESSAGES.uploadCancelled,
  uploadFailed: MESSAGES.uploadFailed,
  networkError: MESSAGES.networkError,
  failed: 'Upload failed',
});
