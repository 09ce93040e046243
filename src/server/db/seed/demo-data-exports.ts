import { randomUUID } from 'node:crypto';
import { present } from '#shared/present.ts';
import type { Transaction } from '../executor';
import { dataExport, personalDataAccess } from '../schema';
import { DEMO_ACCOUNTS, type DemoData } from './build-demo-data';

const DAY_MS = 86_400_000;

/**
 * docs/product/privacy.md#download-my-data: the demo client asked for a copy of their data ten
 * days ago, downloaded it, and it has since expired; the admin's log of who reached whose data
 * shows the export. Rows only: no zip is built at seed time.
 */
export async function seedDemoDataExports(tx: Transaction, data: DemoData, now: Date) {
  const client = present(
    data.users.find((row) => row.email === DEMO_ACCOUNTS.client),
    'the demo client',
  );
  const clientId = present(client.id, 'the demo client id');
  const requestedAt = new Date(now.getTime() - 10 * DAY_MS);
  const readyAt = new Date(requestedAt.getTime() + 60_000);
  const id = randomUUID();
  await tx.insert(dataExport).values({
    id,
    userId: clientId,
    status: 'expired',
    requestedAt,
    readyAt,
    expiresAt: new Date(readyAt.getTime() + DAY_MS),
    downloadedAt: new Date(readyAt.getTime() + 20 * 60_000),
    sizeBytes: 184_320,
  });
  await tx.insert(personalDataAccess).values({
    id: randomUUID(),
    actorId: clientId,
    subjectId: clientId,
    action: 'data-exported',
    detail: id,
    at: readyAt,
  });
}
