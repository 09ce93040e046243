import type { Executor } from '#server/db/executor.ts';
import { KYC_DOCUMENT_LABELS, KYC_NUMBER_LABELS, type KycDocument } from '#shared/kyc.ts';
import {
  PERSONAL_DATA_ACTIONS,
  type PersonalDataAccessAction,
  type PersonalDataAccessEntry,
  type PersonalDataAccessPage,
} from '#shared/personal-data-access.ts';
import {
  listPersonalDataAccess,
  type PersonalDataAccessRow,
} from './personal-data-access.repository';

const isAction = (action: string): action is PersonalDataAccessAction =>
  (PERSONAL_DATA_ACTIONS as readonly string[]).includes(action);

const labelOf = <T extends string>(labels: Record<T, string>, key: string | null) =>
  key !== null && Object.hasOwn(labels, key) ? labels[key as T] : key;

/** A row worded for the admin: what was reached, by whom, whose. */
export function entryOf(row: PersonalDataAccessRow): PersonalDataAccessEntry {
  const viewed = row.source === 'document-view';
  const action: PersonalDataAccessAction = viewed
    ? 'kyc-document-viewed'
    : isAction(row.action)
      ? row.action
      : 'kyc-numbers-revealed';
  const detail = viewed
    ? labelOf<KycDocument>(KYC_DOCUMENT_LABELS, row.action)
    : action === 'kyc-numbers-revealed'
      ? labelOf(KYC_NUMBER_LABELS, row.detail)
      : row.detail;
  const kind = row.actorId === null ? 'system' : row.actorId === row.subjectId ? 'person' : 'admin';
  return {
    id: row.id,
    action,
    detail,
    actor: { kind, name: kind === 'admin' ? row.actorName : null },
    subject: {
      userId: row.subjectId,
      name: row.subjectAnonymised ? null : row.subjectName,
      anonymised: row.subjectAnonymised,
    },
    at: row.at.toISOString(),
  };
}

/** The admin's list of who reached whose personal data (docs/product/privacy.md). */
export function createPersonalDataAccessService(db: Executor) {
  return {
    async list({ page, limit }: { page: number; limit: number }): Promise<PersonalDataAccessPage> {
      const { rows, total } = await listPersonalDataAccess(db, (page - 1) * limit, limit);
      return { entries: rows.map(entryOf), totalCount: total };
    },
  };
}
export type PersonalDataAccessService = ReturnType<typeof createPersonalDataAccessService>;
