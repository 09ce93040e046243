import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed link of a ready copy (docs/product/privacy.md#download-my-data): an HMAC of the
 * export and the instant it became ready under a key of its own derived from the server secret,
 * so the link opens that copy only, without signing in, and a token of another copy (or a forged
 * one) opens nothing. How long it works is the row's `expires_at`, checked by the service.
 */
export function createDataExportLinks(secret: string, publicUrl: string) {
  const key = createHmac('sha256', secret).update('data-export-link').digest();
  const tokenFor = (exportId: string, readyAt: Date) =>
    createHmac('sha256', key).update(`${exportId}\n${readyAt.toISOString()}`).digest('base64url');

  return {
    /** The path the page links to; the mail puts the public address before it. */
    path(exportId: string, readyAt: Date) {
      return `/api/privacy/exports/${encodeURIComponent(exportId)}/download?token=${tokenFor(exportId, readyAt)}`;
    },
    url(exportId: string, readyAt: Date) {
      return `${publicUrl}${this.path(exportId, readyAt)}`;
    },
    verify(exportId: string, readyAt: Date, token: string): boolean {
      const expected = Buffer.from(tokenFor(exportId, readyAt));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type DataExportLinks = ReturnType<typeof createDataExportLinks>;
