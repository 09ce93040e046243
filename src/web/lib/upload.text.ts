import { catalogue } from '#shared/catalogue.ts';

/**
 * What an upload says when the storage gives no reason of its own (src/web/lib/upload.ts); the
 * rest of what it says is the message catalogue's.
 */
export const uploadText = catalogue('portfolioImageUpload', {
  failed: 'Upload failed',
});
