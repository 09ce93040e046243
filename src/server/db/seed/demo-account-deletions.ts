import { randomUUID } from 'node:crypto';
import { anonymisedUserFields } from '#server/features/account/anonymise.repository.ts';
import { present } from '#shared/present.ts';
import type { Transaction } from '../executor';
import { accountDeletion, personalDataAccess } from '../schema';
import { DEMO_ACCOUNTS, type DemoData } from './build-demo-data';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * docs/product/privacy.md#delete-my-account in the demo: a former client of the demo trainer whose
 * deletion completed two hours ago (their review reads "Former client", their chat with the
 * trainer "Deleted user"), and another client whose deletion is due in five days.
 */
export interface DemoAccountDeletions {
  formerClientId: string;
  completedAt: Date;
  scheduledClientId: string;
}

/**
 * Writes the former client into the rows before they go in, as the deletion job leaves them: the
 * user anonymised, their upcoming sessions cancelled (the seed's refunds then pay them back in
 * full, as the policy does a week ahead) and their home addresses gone. The former client is the
 * first other client the demo trainer chats with (demo-chats.ts picks the same one).
 */
export function applyDemoAccountDeletions(data: DemoData, now: Date): DemoAccountDeletions {
  const byEmail = (email: string) =>
    present(
      data.users.find((row) => row.email === email),
      `demo user ${email}`,
    );
  const demoClientId = byEmail(DEMO_ACCOUNTS.client).id;
  const trainerUserId = byEmail(DEMO_ACCOUNTS.trainer).id;
  const demoTrainer = present(
    data.trainers.find((row) => row.userId === trainerUserId),
    'the demo trainer',
  );
  const otherClients = [
    ...new Set(
      data.bookings
        .filter((row) => row.trainerId === demoTrainer.id && row.clientId !== demoClientId)
        .map((row) => row.clientId),
    ),
  ];
  const formerClientId = present(otherClients[0], 'a client of the demo trainer');
  const completedAt = new Date(now.getTime() - 2 * HOUR_MS);

  const formerClient = present(
    data.users.find((row) => row.id === formerClientId),
    'the former client',
  );
  Object.assign(formerClient, anonymisedUserFields(formerClientId, completedAt));
  for (const row of data.bookings) {
    if (row.clientId !== formerClientId) continue;
    row.address = null;
    if (row.startsAt > now && (row.status === 'pending' || row.status === 'confirmed')) {
      const createdAt = row.createdAt ?? completedAt;
      row.status = 'cancelled';
      row.cancelledBy = 'client';
      row.cancelledAt = new Date(Math.max(completedAt.getTime(), createdAt.getTime() + 60_000));
      row.updatedAt = row.cancelledAt;
    }
  }

  const demoIds = new Set([demoClientId, trainerUserId, byEmail(DEMO_ACCOUNTS.admin).id]);
  const scheduled = present(
    data.users.find(
      (row) =>
        row.role === 'user' &&
        row.id !== undefined &&
        !demoIds.has(row.id) &&
        !otherClients.slice(0, 2).includes(row.id),
    ),
    'a demo client to schedule a deletion for',
  );
  return {
    formerClientId,
    completedAt,
    scheduledClientId: present(scheduled.id, 'the scheduled client id'),
  };
}

/** The requests themselves, and the access log's entry of the completed deletion. */
export async function seedDemoAccountDeletions(
  tx: Transaction,
  deletions: DemoAccountDeletions,
  now: Date,
) {
  const { formerClientId, completedAt, scheduledClientId } = deletions;
  const requestedAt = new Date(completedAt.getTime() - 7 * DAY_MS);
  await tx.insert(accountDeletion).values([
    {
      id: randomUUID(),
      userId: formerClientId,
      confirmedBy: 'password',
      requestedAt,
      dueAt: completedAt,
      completedAt,
    },
    {
      id: randomUUID(),
      userId: scheduledClientId,
      confirmedBy: 'email-code',
      requestedAt: new Date(now.getTime() - 2 * DAY_MS),
      dueAt: new Date(now.getTime() + 5 * DAY_MS),
    },
  ]);
  await tx.insert(personalDataAccess).values({
    id: randomUUID(),
    actorId: null,
    subjectId: formerClientId,
    action: 'account-deleted',
    at: completedAt,
  });
}
