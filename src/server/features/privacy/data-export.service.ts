import { type Zippable, zipSync } from 'fflate';
import type { Database } from '#server/db/client.ts';
import type { TaxDocumentsService } from '#server/features/tax-documents/tax-documents.service.ts';
import { conflict, HttpError, notFound } from '#server/http-error.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import { mailEffect } from '#server/outbox/side-effect.ts';
import {
  DATA_EXPORT_HISTORY,
  DATA_EXPORT_LINK_HOURS,
  type DataExport,
  EXPORT_MESSAGES as M,
} from '#shared/data-export-api.ts';
import { istDate } from '#shared/ist.ts';
import { documentFileName } from '#shared/tax/tax-documents-api.ts';
import { createDataExportRepository, type DataExportRow } from './data-export.repository';
import { createDataExportContentsRepository } from './data-export-contents.repository';
import { exportDocument } from './data-export-document';
import { dataExportReadyEmail } from './data-export-emails';
import type { DataExportLinks } from './data-export-link';
import { recordPersonalDataAccess } from './personal-data-access.repository';

const HOUR_MS = 3_600_000;
/** Long enough for the largest copy; a build that dies lets its claim lapse and is retried. */
export const DATA_EXPORT_CLAIM_MS = 10 * 60_000;
const EXPIRED_PER_RUN = 50;

export interface DataExportDependencies {
  db: Database;
  storage: FileStorage;
  links: DataExportLinks;
  taxDocuments: Pick<TaxDocumentsService, 'documentPdf'>;
  decrypt: (stored: string, trainerId: string, column: string) => string;
  now: () => Date;
}

/** The zip's name as the browser saves it. */
export const exportFileName = (readyAt: Date) => `kasrat-my-data-${istDate(readyAt)}.zip`;

const storageKeyOf = (exportId: string) => `private/data-exports/${exportId}.zip`;

/** Where a stored image's address points in storage; null for the demo's own illustrations. */
function storageKeyOfReference(storage: FileStorage, reference: string): string | null {
  if (reference.startsWith('private:')) return `private/${reference.slice('private:'.length)}`;
  const base = storage.publicUrl('public/x').slice(0, -1);
  if (!reference.startsWith(base)) return null;
  return `public/${reference.slice(base.length).split('?')[0]}`;
}

/** docs/product/privacy.md#download-my-data */
export function createDataExportService(deps: DataExportDependencies) {
  const { db, storage, links, now } = deps;
  const exports = createDataExportRepository(db);

  const expired = (row: DataExportRow, at: Date) =>
    row.status === 'expired' ||
    (row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= at);

  function view(row: DataExportRow, at: Date): DataExport {
    const gone = expired(row, at);
    return {
      id: row.id,
      status: gone ? 'expired' : row.status,
      requestedAt: row.requestedAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      downloadedAt: row.downloadedAt?.toISOString() ?? null,
      sizeBytes: gone ? null : row.sizeBytes,
      downloadUrl:
        row.status === 'ready' && !gone && row.readyAt ? links.path(row.id, row.readyAt) : null,
    };
  }

  async function zipFor(row: DataExportRow, at: Date) {
    const contents = await createDataExportContentsRepository(db).collect(row.userId);
    if (!contents) throw new Error('The person is gone');
    const document = exportDocument(contents, { exportedAt: at, decrypt: deps.decrypt });
    const entries: Zippable = {
      'data.json': [Buffer.from(`${JSON.stringify(document.data, null, 2)}\n`), { level: 6 }],
    };
    for (const file of document.files) {
      const key = storageKeyOfReference(storage, file.reference);
      const body = key ? await storage.getObject(key) : null;
      // Images are compressed already: stored as they are.
      if (body) entries[`files/${file.path}`] = [body, { level: 0 }];
    }
    const viewer = {
      id: row.userId,
      role: contents.person.role,
      trainerId: contents.trainer?.profile?.id ?? null,
    };
    for (const taxDocument of contents.taxDocuments) {
      const { pdf } = await deps.taxDocuments.documentPdf(taxDocument.id, viewer);
      entries[`files/tax-documents/${documentFileName(taxDocument.serial)}`] = [pdf, { level: 6 }];
    }
    return {
      zip: Buffer.from(zipSync(entries)),
      email: contents.person.email,
      name: contents.person.firstName || contents.person.name,
    };
  }

  return {
    async request(userId: string) {
      const at = now();
      const row = await exports.request(userId, at);
      if (!row) throw conflict(M.alreadyPending);
      return view(row, at);
    },

    async list(userId: string) {
      const at = now();
      return (await exports.latest(userId, DATA_EXPORT_HISTORY)).map((row) => view(row, at));
    },

    /** The zip behind a signed link; anybody else's id or token finds nothing. */
    async download(exportId: string, token: string) {
      const row = await exports.find(exportId);
      if (!row?.readyAt || !links.verify(row.id, row.readyAt, token)) {
        throw notFound(M.linkInvalid);
      }
      const at = now();
      if (expired(row, at) || !row.storageKey) throw new HttpError(410, M.linkExpired);
      const zip = await storage.getObject(row.storageKey);
      if (!zip) throw new HttpError(410, M.linkExpired);
      await exports.markDownloaded(row.id, at);
      return { zip, fileName: exportFileName(row.readyAt) };
    },

    /**
     * Builds the oldest waiting copy, if one is free to claim: the zip goes to storage, then in one
     * transaction the row is ready, the access is logged and the mail is queued.
     */
    async buildNext(at: Date): Promise<boolean> {
      const claimedUntil = new Date(at.getTime() + DATA_EXPORT_CLAIM_MS);
      const row = await exports.claimPending(at, claimedUntil);
      if (!row) return false;
      const storageKey = storageKeyOf(row.id);
      try {
        const built = await zipFor(row, at);
        await storage.putObject(storageKey, built.zip, 'application/zip');
        const expiresAt = new Date(at.getTime() + DATA_EXPORT_LINK_HOURS * HOUR_MS);
        const ready = await db.transaction(async (tx) => {
          const marked = await createDataExportRepository(tx).markReady(row.id, claimedUntil, {
            storageKey,
            sizeBytes: built.zip.length,
            readyAt: at,
            expiresAt,
          });
          if (!marked) return false;
          await recordPersonalDataAccess(tx, {
            actorId: row.userId,
            subjectId: row.userId,
            action: 'data-exported',
            detail: row.id,
            at,
          });
          await enqueueSideEffects(
            tx,
            [
              mailEffect(
                dataExportReadyEmail({
                  to: built.email,
                  name: built.name,
                  link: links.url(row.id, at),
                  expiresAt,
                }),
              ),
            ],
            at,
          );
          return true;
        });
        if (!ready) await storage.deleteObject(storageKey);
        return ready;
      } catch (error) {
        await exports.markFailed(row.id, claimedUntil, String(error));
        throw error;
      }
    },

    /** Deletes the files of copies whose link ran out; the rows stay as history. */
    async expireDue(at: Date): Promise<number> {
      const due = await exports.expiredReady(at, EXPIRED_PER_RUN);
      for (const row of due) {
        if (row.storageKey) await storage.deleteObject(row.storageKey);
        await exports.markExpired(row.id);
      }
      return due.length;
    },
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;
