import { present } from '#shared/present.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-messages.ts';
import type { consent, user } from '../schema';

export type ConsentRow = typeof consent.$inferInsert;
type UserRow = typeof user.$inferInsert;

const DAY_MS = 86_400_000;

/**
 * docs/product/privacy.md#consent, for the demo: the client agreed to the notice and to usage
 * analytics three weeks ago, and turned offers by mail on then off again, so Profile → Privacy
 * shows a withdrawal; the trainer and the admin agreed to the notice.
 */
export function demoConsents(
  users: readonly UserRow[],
  accounts: { client: string; trainer: string; admin: string },
  now: Date,
  newId: () => string,
): ConsentRow[] {
  const idOf = (email: string) =>
    present(users.find((row) => row.email === email)?.id, `demo user ${email}`);
  const given = new Date(now.getTime() - 21 * DAY_MS);
  const row = (
    userId: string,
    purpose: ConsentRow['purpose'],
    withdrawnAt: Date | null = null,
  ) => ({
    id: newId(),
    userId,
    purpose,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    givenAt: given,
    withdrawnAt,
  });
  const client = idOf(accounts.client);
  return [
    row(client, 'notice'),
    row(client, 'analytics'),
    row(client, 'marketing', new Date(now.getTime() - 5 * DAY_MS)),
    row(idOf(accounts.trainer), 'notice'),
    row(idOf(accounts.admin), 'notice'),
  ];
}
