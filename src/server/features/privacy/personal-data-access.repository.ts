import { randomUUID } from 'node:crypto';
import type { Executor } from '#server/db/executor.ts';
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
