import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { loadTaxSettings } from '#server/tax-config.ts';
import { present } from '#shared/present.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import type { Database } from './client';
import {
  account,
  booking,
  chat,
  chatMessage,
  consent,
  payment,
  refund,
  review,
  sessionPack,
  trainer,
  trainerKyc,
  user,
} from './schema';
import { buildDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/build-demo-data';
import { bulkInsert } from './seed/bulk-insert';
import { applyDemoAccountDeletions, seedDemoAccountDeletions } from './seed/demo-account-deletions';
import { demoChats } from './seed/demo-chats';
import { seedDemoDataExports } from './seed/demo-data-exports';
import { type DemoKycOptions, demoKycRows, drawDemoKycDocuments } from './seed/demo-kyc';
import { seedDemoLedger } from './seed/demo-ledger';
import { seedDemoMoves } from './seed/demo-moves';
import { demoPackPayment } from './seed/demo-packs';
import { seedDemoPayouts } from './seed/demo-payouts';
import { seedDemoPersonalDataAccess } from './seed/demo-personal-data-access';
import { seedDemoReminders } from './seed/demo-reminders';

/** Serialises the seed when several processes start on one fresh database. */
const SEED_LOCK = 7_428_115_002;
type Executor = Pick<Database, 'select' | 'execute'>;

/**
 * Demo data on first start: trainers in every city, clients, past and upcoming bookings, real
 * reviews and the three demo accounts. Returns true when it seeded, false when the data was
 * already there. Everything is dated relative to `now`.
 */
export async function seedDemoData(
  db: Database,
  {
    now,
    log,
    kyc,
    tax = loadTaxSettings({}, false),
  }: {
    now: Date;
    /** The deployment's tax settings; the sample platform by default. */
    tax?: TaxSettings;
    log: { info: (message: string) => void };
    kyc: Pick<DemoKycOptions, 'encryptionKey' | 'storage'>;
  },
): Promise<boolean> {
  if (await demoDataPresent(db)) return false;
  const started = performance.now();

  const data = buildDemoData({
    now,
    newId: randomUUID,
    newMeetingRoom: () => `Kasrat-${randomBytes(12).toString('hex')}`,
  });
  const deletions = applyDemoAccountDeletions(data, now);
  // Hashed with better-auth's own function so its sign-in verifies the password as usual; the
  // hashing runs on libuv's thread pool while the rows go in.
  const hashing = Promise.all(data.passwordUserIds.map(() => hashPassword(DEMO_PASSWORD)));
  // So are the KYC documents' pictures, by sharp: drawing writes nothing, so before the lock.
  const drawings = drawDemoKycDocuments(data);
  // Handled below; these keep an early return (already seeded) from leaving a stray rejection.
  hashing.catch(() => {});
  drawings.catch(() => {});

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await demoDataPresent(tx)) return false;
    const kycRows = drawings.then((drawn) =>
      demoKycRows(data, drawn, { ...kyc, now, newId: randomUUID }),
    );
    kycRows.catch(() => {});
    await bulkInsert(tx, user, data.users);
    await bulkInsert(tx, trainer, data.trainers);
    await bulkInsert(tx, sessionPack, data.packs);
    await bulkInsert(tx, booking, data.bookings);
    // A session booked with a pack credit has no payment of its own: its pack has one.
    const paidBookings = data.bookings.filter((row) => !row.packId);
    const payments = paidBookings.map(demoPayment);
    const packPayments = data.packs.map((row) => demoPackPayment(row, randomUUID));
    await bulkInsert(tx, payment, [...payments, ...packPayments]);
    const refunds = demoRefunds(paidBookings, payments);
    await bulkInsert(tx, refund, refunds);
    await bulkInsert(tx, review, data.reviews);
    const chats = demoChats(data, now, randomUUID);
    await bulkInsert(tx, chat, chats.chats);
    await bulkInsert(tx, chatMessage, chats.messages);
    await seedDemoMoves(tx, data, now);
    const kycInserted = await kycRows;
    await bulkInsert(tx, trainerKyc, kycInserted);
    await seedDemoLedger(tx, { ...data, kyc: kycInserted, payments, refunds, packPayments }, tax);
    await seedDemoPayouts(tx, now, tax);
    await seedDemoReminders(tx, data, now);
    await bulkInsert(tx, consent, data.consents);
    await seedDemoPersonalDataAccess(tx, data, kycInserted, now);
    await seedDemoDataExports(tx, data, now);
    await seedDemoAccountDeletions(tx, deletions, now);
    const hashes = await hashing;
    await bulkInsert(
      tx,
      account,
      data.passwordUserIds.map((userId, index) => ({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: present(hashes[index], 'a demo password hash'),
        createdAt: now,
        updatedAt: now,
      })),
    );
    return true;
  });
  if (!seeded) return false;

  const onlineOnly = data.trainers.filter(
    (row) => !row.services.personal.enabled && !row.services.group.enabled,
  ).length;
  const clients = data.users.filter((row) => row.role === 'user').length;
  log.info(
    `Demo data seeded in ${Math.round(performance.now() - started)} ms: ${data.trainers.length} trainers (${onlineOnly} online-only), ${clients} clients, ${data.bookings.length} bookings, ${data.reviews.length} reviews, 3 demo accounts`,
  );
  return true;
}

export async function demoDataPresent(executor: Executor): Promise<boolean> {
  const found = await executor
    .select({ id: user.id })
    .from(user)
    .where(or(eq(user.isDemo, true), inArray(user.email, Object.values(DEMO_ACCOUNTS))))
    .limit(1);
  return found.length > 0;
}

const DEMO_METHODS = ['upi', 'card', 'netbanking', 'wallet', 'upi'] as const;

/** The cancelled demo sessions were paid, then refunded in full by the sandbox. */
function demoRefunds(
  bookings: readonly (typeof booking.$inferInsert)[],
  payments: readonly (typeof payment.$inferInsert)[],
): (typeof refund.$inferInsert)[] {
  return bookings.flatMap((row, index) => {
    if (row.status !== 'cancelled' || !row.cancelledAt) return [];
    const bookingId = present(row.id, 'a demo booking id');
    const paid = present(payments[index], 'the payment of a demo booking');
    const processedAt = new Date(row.cancelledAt.getTime() + 60_000);
    return [
      {
        id: randomUUID(),
        paymentId: present(paid.id, 'a demo payment id'),
        amountPaise: paid.amountPaise,
        reason: 'Cancelled by the client',
        status: 'processed' as const,
        providerRefundId: `rfnd_demo${bookingId.replace(/-/g, '').slice(0, 11)}`,
        attempts: 1,
        createdAt: row.cancelledAt,
        updatedAt: processedAt,
        processedAt,
      },
    ];
  });
}

/** Every demo booking was paid in the sandbox (the cancelled ones then refunded). */
function demoPayment(
  row: Pick<typeof booking.$inferInsert, 'id' | 'totalPaise' | 'createdAt'>,
  index: number,
): typeof payment.$inferInsert {
  const bookingId = present(row.id, 'a demo booking id');
  return {
    id: randomUUID(),
    bookingId,
    provider: 'sandbox',
    orderId: `order_demo${bookingId.replace(/-/g, '').slice(0, 10)}`,
    amountPaise: row.totalPaise,
    status: 'paid',
    paymentId: `pay_demo${bookingId.replace(/-/g, '').slice(0, 12)}`,
    method: present(DEMO_METHODS[index % DEMO_METHODS.length], 'a demo payment method'),
    paidAt: row.createdAt ?? null,
    createdAt: row.createdAt,
    updatedAt: row.createdAt,
  };
}
