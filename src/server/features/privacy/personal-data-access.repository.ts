import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { executeRows } from '#server/db/rows.ts';
import { personalDataAccess } from '#server/db/schema.ts';

export type PersonalDataAction = (typeof personalDataAccess.$inferInsert)['action'];

/**
 * Records who reached whose personal data (docs/product/privacy.md#who-reached-whose-data), in
 * the transaction of the change or the read it records, so no export or deletion goes unlogged.
 */
export async function recordPersonalDataAccess(
  db: Executor,
  entry: {
    actorId: string | null;
    subjectId: string;
    action: PersonalDataAction;
    detail?: string | null;
    at: Date;
  },
): Promise<void> {
  await db.insert(personalDataAccess).values({
    id: randomUUID(),
    actorId: entry.actorId,
    subjectId: entry.subjectId,
    action: entry.action,
    detail: entry.detail ?? null,
    at: entry.at,
  });
}

/** One line of the admin's list, before it is worded: a KYC document view or an access record. */
export interface PersonalDataAccessRow {
  id: string;
  source: 'document-view' | 'access-record';
  action: string;
  detail: string | null;
  actorId: string | null;
  actorName: string | null;
  actorRole: string | null;
  subjectId: string;
  subjectName: string | null;
  subjectAnonymised: boolean;
  at: Date;
}

interface RawRow {
  id: string;
  source: PersonalDataAccessRow['source'];
  action: string;
  detail: string | null;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string | null;
  subject_id: string;
  subject_name: string | null;
  subject_anonymised: boolean;
  at_ms: string | number;
}

/**
 * A page of both records, newest first: KYC document views (kyc_document_view) and the access
 * records (personal_data_access), with the names of who and whose as the accounts are now. Each
 * side is cut to the rows the page can reach before they are merged, so the newest pages read a
 * few rows of each table.
 */
export async function listPersonalDataAccess(
  db: Executor,
  offset: number,
  limit: number,
): Promise<{ rows: PersonalDataAccessRow[]; total: number }> {
  const reach = offset + limit;
  const nameOf = (alias: string) =>
    sql.raw(
      `nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')` +
        ` , nullif(${alias}.name, ''), ${alias}.email`,
    );
  const rows = await executeRows<RawRow>(
    db,
    sql`
      with entries as (
        (select v.id, 'document-view' as source, v.document as action, null::text as detail,
                v.viewer_id as actor_id, t.user_id as subject_id, v.viewed_at as at
           from kyc_document_view v join trainer t on t.id = v.trainer_id
          order by v.viewed_at desc, v.id desc limit ${reach})
        union all
        (select a.id, 'access-record', a.action, a.detail, a.actor_id, a.subject_id, a.at
           from personal_data_access a
          order by a.at desc, a.id desc limit ${reach})
      )
      select e.id, e.source, e.action, e.detail, e.actor_id, e.subject_id,
             case when actor.anonymised_at is null then coalesce(${nameOf('actor')}) end as actor_name,
             actor.role as actor_role,
             case when subject.anonymised_at is null then coalesce(${nameOf('subject')}) end as subject_name,
             (subject.id is null or subject.anonymised_at is not null) as subject_anonymised,
             (extract(epoch from e.at) * 1000)::bigint as at_ms
        from entries e
        left join "user" actor on actor.id = e.actor_id
        left join "user" subject on subject.id = e.subject_id
       order by e.at desc, e.id desc
       limit ${limit} offset ${offset}`,
  );
  const [counted] = await executeRows<{ total: string | number }>(
    db,
    sql`select (select count(*) from kyc_document_view) + (select count(*) from personal_data_access) as total`,
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      source: row.source,
      action: row.action,
      detail: row.detail,
      actorId: row.actor_id,
      actorName: row.actor_name,
      actorRole: row.actor_role,
      subjectId: row.subject_id,
      subjectName: row.subject_name,
      subjectAnonymised: row.subject_anonymised,
      at: new Date(Number(row.at_ms)),
    })),
    total: Number(counted?.total ?? 0),
  };
}
