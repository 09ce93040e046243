import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#server/db/rows.ts';
import {
  accountDeletion,
  booking,
  ledgerEntry,
  ledgerLine,
  payment,
  personalDataAccess,
  refund,
  sessionPack,
  taxDocument,
  trainer,
  trainerKyc,
  uploadGrant,
  user,
} from '#server/db/schema.ts';
import { runJobOnce } from '#server/jobs/job-runner.ts';
import {
  aadhaarFrom,
  type ClientAndTrainer,
  clientAndTrainer,
} from '#server/test/owned-objects.ts';
import { activePackRow } from '#server/test/pack-scenarios.ts';
import { paidInSandbox, verify } from '#server/test/payment-scenarios.ts';
import { createReviewRow } from '#server/test/scenarios.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';
import { formatDeletionDay, DELETION_MESSAGES as M } from '#shared/account-deletion-api.ts';

const NOW = new Date('2026-03-02T04:30:00.000Z');
const DUE = new Date('2026-03-09T04:30:00.000Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  await ctx.app.outbox.drain();
  const response = await ctx.request({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  return response.json().data;
}

const askToDelete = (token: string, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: '/api/privacy/deletion', token, payload });
const openDeletion = (token: string) =>
  ctx.request({ method: 'GET', url: '/api/privacy/deletion', token });
const signIn = (email: string, password = TEST_PASSWORD) =>
  ctx.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

async function runDeletionJob(at: Date) {
  ctx.clock.set(at);
  const job = ctx.app.jobs.find((candidate) => candidate.name === 'carry-out-account-deletions');
  if (!job) throw new Error('the deletion job is not registered');
  await runJobOnce(ctx.database.db, job, at);
}

/** A paid session of the pair on an IST day at 7 AM, booked and paid through the API. */
async function paidSession(pair: ClientAndTrainer, date: string, address: string) {
  const held = await ctx.request({
    method: 'POST',
    url: '/api/bookings',
    token: pair.client.token,
    payload: {
      trainerId: pair.trainer.trainerId,
      service: 'personal',
      date,
      timeSlot: '7:00 AM',
      location: 'home',
      address,
    },
  });
  expect(held.statusCode, held.body).toBe(201);
  const id: string = held.json().data.id;
  const { payment: paid } = await paidInSandbox(ctx, pair.client.token, id);
  expect((await verify(ctx, pair.client.token, { bookingId: id, ...paid })).statusCode).toBe(200);
  return id;
}

/** Every row of every table of the public schema, as text, with its table. */
async function everyRow() {
  const db = ctx.database.db;
  const tables = await executeRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: { table: string; text: string }[] = [];
  for (const { table_name: table } of tables) {
    const found = await executeRows<{ text: string }>(
      db,
      sql.raw(`select t::text as text from "${table}" t`),
    );
    rows.push(...found.map(({ text }) => ({ table, text })));
  }
  return rows;
}

/** Every file under the embedded storage's directories, with its contents as text. */
function everyStoredFile() {
  const roots = ['uploads', 'private', 'incoming'].map((dir) => path.join(ctx.config.dataDir, dir));
  const files: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push({ file: full, text: readFileSync(full).toString('latin1') });
    }
  };
  for (const root of roots) walk(root);
  return files;
}

/** Money rows counted and named, to show none went. */
async function moneyRows() {
  const db = ctx.database.db;
  const ids = async (
    table: typeof payment | typeof refund | typeof ledgerEntry | typeof taxDocument,
  ) => (await db.select({ id: table.id }).from(table)).map((row) => row.id).sort();
  const [lines] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerLine);
  return {
    payments: await ids(payment),
    refunds: await ids(refund),
    ledgerEntries: await ids(ledgerEntry),
    taxDocuments: await ids(taxDocument),
    ledgerLines: lines?.n ?? 0,
  };
}

function pairDetails(tag: string, timeSlot = '7:00 AM') {
  return {
    client: {
      firstName: `Zephyrine${tag}`,
      email: `zephyrine.${tag.toLowerCase()}@example.in`,
      phone: `+91 98${tag === 'A' ? '111' : '222'} 40517`,
      address: `${tag === 'A' ? 42 : 57} Quillfeather Lane, Bandra West`,
    },
    trainer: {
      firstName: `Oswaldo${tag}`,
      email: `oswaldo.${tag.toLowerCase()}@example.in`,
      phone: `+91 97${tag === 'A' ? '333' : '444'} 60218`,
      aadhaar: aadhaarFrom(tag === 'A' ? '23456789012' : '34567890123'),
      pan: tag === 'A' ? 'QWERT1234Y' : 'ASDFG5678H',
      bankAccount: tag === 'A' ? '501009876543' : '501001234567',
    },
    timeSlot,
  };
}

describe('asking to delete an account', () => {
  it('schedules the deletion 7 days on with the password, mails the day, and shows it', async () => {
    const account = await ctx.signUp();
    const wrong = await askToDelete(account.token, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.passwordWrong);
    expect((await openDeletion(account.token)).json().data.deletion).toBeNull();

    const asked = await askToDelete(account.token, { password: TEST_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(201);
    const day = formatDeletionDay(DUE);
    expect(day).toBe('Mon, 9 Mar 2026');
    expect(asked.json().message).toBe(M.scheduled(day));
    expect(asked.json().data.deletion).toMatchObject({
      confirmedBy: 'password',
      dueAt: DUE.toISOString(),
    });
    expect((await openDeletion(account.token)).json().data.deletion.dueAt).toBe(DUE.toISOString());
    const [mail] = await mailsTo(account.email);
    expect(mail?.subject).toBe(M.scheduledMailSubject(day));
    expect(mail?.text).toContain('sign in before then');

    const again = await askToDelete(account.token, { password: TEST_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyScheduled(day));
  });

  it('schedules it with a mailed code instead, once per code', async () => {
    const account = await ctx.signUp();
    const sent = await ctx.request({
      method: 'POST',
      url: '/api/privacy/deletion/code',
      token: account.token,
    });
    expect(sent.json()).toEqual({ success: true, message: M.codeSent });
    const [mail] = await mailsTo(account.email);
    const code = mail?.subject.match(/^(\d{6}) is your Kasrat account deletion code$/)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const asked = await askToDelete(account.token, { code });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data.deletion.confirmedBy).toBe('email-code');
  });

  it('is cancelled by "Keep my account", with a mail, and by nothing else twice', async () => {
    const account = await ctx.signUp();
    await askToDelete(account.token, { password: TEST_PASSWORD });
    const kept = await ctx.request({
      method: 'DELETE',
      url: '/api/privacy/deletion',
      token: account.token,
    });
    expect(kept.json()).toEqual({
      success: true,
      message: M.cancelled,
      data: { deletion: null, cancelledAt: NOW.toISOString() },
    });
    expect((await mailsTo(account.email)).map((mail) => mail.subject)).toContain(
      M.cancelledMailSubject,
    );
    const twice = await ctx.request({
      method: 'DELETE',
      url: '/api/privacy/deletion',
      token: account.token,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.nothingToCancel);
  });

  it('is cancelled by signing in during the 7 days, and the mail says so', async () => {
    const account = await ctx.signUp();
    await askToDelete(account.token, { password: TEST_PASSWORD });
    ctx.clock.set('2026-03-06T06:00:00.000Z');
    const signedIn = await signIn(account.email);
    expect(signedIn.statusCode).toBe(200);
    expect((await openDeletion(signedIn.json().token)).json().data).toEqual({
      deletion: null,
      cancelledAt: '2026-03-06T06:00:00.000Z',
    });
    const cancelled = (await mailsTo(account.email)).find(
      (mail) => mail.subject === M.cancelledMailSubject,
    );
    expect(cancelled?.text).toContain('You signed in');

    await runDeletionJob(new Date('2026-03-10T00:00:00.000Z'));
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, account.userId));
    expect(row?.anonymisedAt).toBeNull();
    ctx.clock.set(NOW);
  });
});

describe('the deletion, on its day', () => {
  it('is carried out once when two processes run the job at the same instant', async () => {
    const account = await ctx.signUp();
    await askToDelete(account.token, { password: TEST_PASSWORD });
    ctx.clock.set(DUE);
    const job = ctx.app.jobs.find((candidate) => candidate.name === 'carry-out-account-deletions');
    const done = await Promise.all([
      job?.run(ctx.database.db, DUE),
      job?.run(ctx.database.db, DUE),
    ]);
    expect(done.reduce((sum: number, count) => sum + Number(count), 0)).toBe(1);
    const logged = await ctx.database.db
      .select()
      .from(personalDataAccess)
      .where(eq(personalDataAccess.subjectId, account.userId));
    expect(logged).toHaveLength(1);
    ctx.clock.set(NOW);
  });

  it('deletes a client: sessions cancelled per the policy, money rows kept, their details nowhere', async () => {
    const pair = await clientAndTrainer(ctx, pairDetails('A'));
    const db = ctx.database.db;
    // 21 hours after the deletion: too late for the client's refund; 3 days after: refunded.
    const late = await paidSession(pair, '2026-03-10', pairDetails('A').client.address);
    const early = await paidSession(pair, '2026-03-12', pairDetails('A').client.address);
    await createReviewRow(db, {
      bookingId: pair.bookings.completed,
      clientId: pair.client.userId,
      trainerId: pair.trainer.trainerId,
      rating: 5,
      review: 'Patient and careful with my knee.',
    });
    // A pack bought a week ago with 3 of its 5 credits unused: refunded as at its expiry.
    const packId = await activePackRow(db, {
      clientId: pair.client.userId,
      trainerId: pair.trainer.trainerId,
      creditsLeft: 3,
      paidAt: new Date('2026-02-23T04:30:00.000Z'),
      expiresAt: new Date('2026-04-24T18:29:59.000Z'),
    });
    const client = await ctx.request({
      method: 'GET',
      url: '/api/profile',
      token: pair.client.token,
    });
    const email: string = client.json().data?.email ?? pairDetails('A').client.email;
    // A copy of their data, ready to download: it holds everything, compressed.
    const asked = await ctx.request({
      method: 'POST',
      url: '/api/privacy/exports',
      token: pair.client.token,
    });
    expect(asked.statusCode).toBe(202);
    const build = ctx.app.jobs.find((candidate) => candidate.name === 'build-data-exports');
    await runJobOnce(db, build!, new Date(NOW));
    const copies = () => everyStoredFile().filter((file) => file.file.includes('data-exports'));
    expect(copies()).toHaveLength(1);
    expect((await askToDelete(pair.client.token, { password: TEST_PASSWORD })).statusCode).toBe(
      201,
    );

    const before = await moneyRows();
    await runDeletionJob(DUE);
    await ctx.app.outbox.drain();
    const after = await moneyRows();

    const statuses = await db
      .select({ id: booking.id, status: booking.status })
      .from(booking)
      .where(inArray(booking.id, [late, early]));
    expect(statuses.every((row) => row.status === 'cancelled')).toBe(true);
    const refunds = await db
      .select({ bookingId: payment.bookingId, amountPaise: refund.amountPaise })
      .from(refund)
      .innerJoin(payment, eq(payment.id, refund.paymentId))
      .where(inArray(payment.bookingId, [late, early]));
    expect(refunds).toEqual([{ bookingId: early, amountPaise: 150_000 }]);
    const packRefunds = await db
      .select({ amountPaise: refund.amountPaise, scope: refund.scope })
      .from(refund)
      .innerJoin(payment, eq(payment.id, refund.paymentId))
      .where(eq(payment.packId, packId));
    expect(packRefunds).toEqual([{ amountPaise: 3 * 140_000, scope: 'unused' }]);
    const [pack] = await db.select().from(sessionPack).where(eq(sessionPack.id, packId));
    expect(pack?.status).toBe('ended');
    // Nothing of money went: every row before is still there, only new ones were added.
    expect(after.payments).toEqual(before.payments);
    for (const key of ['refunds', 'ledgerEntries', 'taxDocuments'] as const) {
      expect(after[key]).toEqual(expect.arrayContaining(before[key]));
    }
    expect(after.ledgerLines).toBeGreaterThanOrEqual(before.ledgerLines);
    expect(after.refunds.length).toBe(before.refunds.length + 2);

    const [logged] = await db
      .select()
      .from(personalDataAccess)
      .where(
        and(
          eq(personalDataAccess.subjectId, pair.client.userId),
          eq(personalDataAccess.action, 'account-deleted'),
        ),
      );
    expect(logged).toMatchObject({ actorId: null, at: DUE });
    const [done] = await db
      .select()
      .from(accountDeletion)
      .where(eq(accountDeletion.userId, pair.client.userId));
    expect(done?.completedAt).toEqual(DUE);

    // The trainer still reads the chat, signed "Deleted user"; the review says "Former client".
    const messages = await ctx.request({
      method: 'GET',
      url: `/api/chat/${pair.chat.id}/messages`,
      token: pair.trainer.token,
    });
    expect(messages.statusCode, messages.body).toBe(200);
    expect(JSON.stringify(messages.json())).toContain('"sender":"Deleted user"');
    const reviews = await ctx.request({
      method: 'GET',
      url: `/api/trainers/${pair.trainer.trainerId}/reviews`,
    });
    expect(JSON.stringify(reviews.json())).toContain(`"name":"${M.formerClient}"`);

    // THE SEARCH: their details nowhere but in the records the law keeps.
    const details = pairDetails('A').client;
    const needles = [
      email,
      details.email,
      details.phone,
      details.phone.replace(/\s/g, ''),
      details.firstName,
      details.address,
      'Quillfeather',
    ];
    const found = (await everyRow()).filter((row) =>
      needles.some((needle) => row.text.toLowerCase().includes(needle.toLowerCase())),
    );
    const unexplained = found.filter((row) => !keptOnPurpose(row, DUE));
    expect(unexplained).toEqual([]);
    // The search can find them: the invoices as issued print the buyer's name.
    expect(found.some((row) => row.table === 'tax_document')).toBe(true);
    const files = everyStoredFile().filter((file) =>
      needles.some((needle) => file.text.includes(needle)),
    );
    expect(files).toEqual([]);
    expect(copies()).toEqual([]);
    expect(
      everyStoredFile().some((file) => file.file.includes(pair.pictureUrl.split('/').pop() ?? '-')),
    ).toBe(false);

    // The e-mail is free again: a new person signs up with it.
    const again = await ctx.signUp({ email: details.email, firstName: 'Zara' });
    expect(again.userId).not.toBe(pair.client.userId);
    expect((await openDeletion(again.token)).json().data.deletion).toBeNull();
    ctx.clock.set(NOW);
  });

  it('deletes a trainer: every future session refunded in full, portfolio and KYC files gone', async () => {
    const pair = await clientAndTrainer(ctx, pairDetails('B', '7:00 AM'));
    const db = ctx.database.db;
    const late = await paidSession(pair, '2026-03-10', pairDetails('B').client.address);
    const early = await paidSession(pair, '2026-03-12', pairDetails('B').client.address);
    const uploaded = await db
      .select({ key: uploadGrant.storageKey })
      .from(uploadGrant)
      .where(eq(uploadGrant.userId, pair.trainer.userId));
    const kycFiles = everyStoredFile().filter((file) =>
      uploaded.some(({ key }) => file.file.endsWith(key.slice(key.indexOf('/')))),
    );
    expect(kycFiles.length).toBeGreaterThan(0);
    const sent = await ctx.request({
      method: 'POST',
      url: '/api/privacy/deletion/code',
      token: pair.trainer.token,
    });
    expect(sent.statusCode).toBe(200);
    const mail = (await mailsTo(pairDetails('B').trainer.email)).find((sent) =>
      sent.subject.endsWith('account deletion code'),
    );
    const code = mail?.subject.slice(0, 6) ?? '';
    expect((await askToDelete(pair.trainer.token, { code })).statusCode).toBe(201);

    const before = await moneyRows();
    await runDeletionJob(DUE);
    const after = await moneyRows();
    expect(after.payments).toEqual(before.payments);
    expect(after.ledgerEntries).toEqual(expect.arrayContaining(before.ledgerEntries));

    const refunds = await db
      .select({ bookingId: payment.bookingId, amountPaise: refund.amountPaise })
      .from(refund)
      .innerJoin(payment, eq(payment.id, refund.paymentId))
      .where(inArray(payment.bookingId, [late, early]));
    expect(refunds.map((row) => row.bookingId).sort()).toEqual([late, early].sort());
    expect(refunds.every((row) => row.amountPaise === 150_000)).toBe(true);

    const [portfolio] = await db
      .select()
      .from(trainer)
      .where(eq(trainer.id, pair.trainer.trainerId));
    expect(portfolio).toMatchObject({
      published: false,
      gymAddress: null,
      phone: null,
      email: null,
    });
    const [kyc] = await db
      .select()
      .from(trainerKyc)
      .where(eq(trainerKyc.trainerId, pair.trainer.trainerId));
    expect(kyc).toMatchObject({
      aadhaarFrontImage: null,
      panImage: null,
      bankAccountNumberEncrypted: null,
    });
    for (const file of kycFiles) expect(existsSync(file.file)).toBe(false);
    const listing = await ctx.request({
      method: 'GET',
      url: `/api/trainers/${pair.trainer.trainerId}`,
    });
    expect(listing.statusCode).toBe(404);

    const details = pairDetails('B').trainer;
    const needles = [
      details.email,
      details.phone,
      details.firstName,
      details.bankAccount,
      details.aadhaar,
    ];
    const found = (await everyRow()).filter((row) =>
      needles.some((needle) => row.text.toLowerCase().includes(needle.toLowerCase())),
    );
    expect(found.filter((row) => !keptOnPurpose(row, DUE))).toEqual([]);
    ctx.clock.set(NOW);
  });
});

/**
 * The rows that may still name a deleted person, each for a reason of law or of delivery
 * (docs/decisions/0044-account-deletion.md):
 * - `tax_document`: invoices and credit notes as issued print the buyer's and the supplier's name
 *   (CGST Rules 46, 49, 53); a legal document is never rewritten (CGST Act s.36: kept 72 months);
 * - `outbox_event` and `mail_outbox` written by the deletion itself: the notices of its
 *   cancellations and refunds, to the person and to the other party, delivered once and pruned
 *   with every delivered mail after 30 days (mail_outbox is the embedded stand-in for the mail
 *   server, the inboxes' side).
 */
function keptOnPurpose(row: { table: string; text: string }, deletedAt: Date): boolean {
  if (row.table === 'tax_document') return true;
  if (row.table === 'outbox_event' || row.table === 'mail_outbox') {
    const stamps = [...row.text.matchAll(/(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})/g)].map(
      (match) => new Date(`${match[1]?.replace(' ', 'T')}Z`),
    );
    return stamps.some((stamp) => stamp >= deletedAt);
  }
  return false;
}
