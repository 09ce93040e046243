import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExport, personalDataAccess } from '#server/db/schema.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { textRenderers } from '#server/test/text-renderers.ts';
import { EXPORT_MESSAGES } from '#shared/data-export-api.ts';
import { createDataExportRepository } from './data-export.repository';
import {
  CLIENT_PRIVATE,
  exportWorld,
  listExports,
  requestExport,
  runExportJob,
  TRAINER_PRIVATE,
} from './data-export-scenarios.repository';

/** docs/product/privacy.md#download-my-data */
let ctx: TestContext;
let world: Awaited<ReturnType<typeof exportWorld>>;
beforeAll(async () => {
  ctx = await createTestContext({
    now: '2026-03-02T04:30:00.000Z',
    app: { documentRenderers: textRenderers },
  });
  world = await exportWorld(ctx);
});
afterAll(() => ctx.close());

async function mailsTo(email: string) {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  return response.json().data as { subject: string; text: string }[];
}

/** Asks, runs the job, and downloads the zip by the link the page shows. */
async function exportOf(token: string) {
  expect((await requestExport(ctx, token)).statusCode).toBe(202);
  await runExportJob(ctx, 'build-data-exports');
  const [latest] = (await listExports(ctx, token)).json().data;
  expect(latest).toMatchObject({ status: 'ready' });
  const download = await ctx.request({ method: 'GET', url: latest.downloadUrl });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/zip');
  const entries = unzipSync(new Uint8Array(download.rawPayload));
  const text = Object.values(entries)
    .map((bytes) => Buffer.from(bytes).toString('latin1'))
    .join('\n');
  const dataJson = entries['data.json'];
  if (!dataJson) throw new Error('no data.json');
  return { latest, entries, text, data: JSON.parse(strFromU8(dataJson)) };
}

describe('download my data', () => {
  it("gives the client their profile, bookings, payments, invoices, chats and photo, and none of the trainer's contact details", async () => {
    const { latest, entries, text, data } = await exportOf(world.client.token);
    expect(latest.expiresAt).toBe('2026-03-03T04:30:00.000Z');
    expect(data.profile).toMatchObject({
      id: world.client.userId,
      email: world.client.email,
      phone: CLIENT_PRIVATE.phone,
      firstName: 'Asha',
    });
    expect(data.bookings).toHaveLength(2);
    expect(data.bookings.map((b: { trainerName: string }) => b.trainerName)).toEqual([
      'Ritu Sharma',
      'Ritu Sharma',
    ]);
    expect(JSON.stringify(data.bookings)).toContain(CLIENT_PRIVATE.homeAddress);
    expect(data.payments).toEqual([
      expect.objectContaining({ status: 'paid', amountPaise: expect.any(Number) }),
    ]);
    expect(data.taxDocuments.length).toBeGreaterThan(0);
    const pdfs = Object.keys(entries).filter((name) => name.startsWith('files/tax-documents/'));
    expect(pdfs).toHaveLength(data.taxDocuments.length);
    expect(data.chats).toEqual([
      expect.objectContaining({
        with: 'Ritu Sharma',
        messages: [
          expect.objectContaining({ from: 'me', text: 'Can we focus on mobility this week?' }),
          expect.objectContaining({ from: 'Ritu Sharma', text: 'Yes, bring a mat.' }),
          expect.objectContaining({
            from: 'Kasrat',
            text: 'Session moved from Fri, 6 Mar, 6:00 PM to Sat, 7 Mar, 6:00 PM',
          }),
        ],
      }),
    ]);
    expect(data.notificationsSent.map((mail: { subject: string }) => mail.subject)).toContain(
      'Booking confirmed: Personal Training with Ritu Sharma',
    );
    expect(data.trainer).toBeNull();
    expect(Buffer.from(entries['files/profile/photo.webp'] ?? []).toString()).toContain(
      'asha-photo',
    );

    expect(text).not.toContain(world.trainerAccount.email);
    expect(text).not.toContain(TRAINER_PRIVATE.phone);
    expect(text).not.toContain(TRAINER_PRIVATE.aadhaar);
  });

  it("gives the trainer their portfolio, sessions by the client's name, KYC in full and documents, never the client's phone, e-mail or address", async () => {
    const { entries, text, data } = await exportOf(world.trainerAccount.token);
    expect(data.trainer.portfolio).toMatchObject({ id: world.trainer.id, name: 'Ritu Sharma' });
    expect(data.trainer.sessions).toHaveLength(2);
    expect(data.trainer.sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ clientName: 'Asha Verma', location: 'home' }),
        expect.objectContaining({ clientName: 'Asha Verma', location: 'gym' }),
      ]),
    );
    expect(data.trainer.kyc).toMatchObject({
      aadhaarNumber: TRAINER_PRIVATE.aadhaar,
      panNumber: TRAINER_PRIVATE.pan,
      bankAccountNumber: TRAINER_PRIVATE.bankAccount,
    });
    expect(text).not.toContain('aadhaarNumberEncrypted');
    expect(data.chats[0]).toMatchObject({ with: 'Asha Verma' });
    expect(Buffer.from(entries['files/kyc/aadhaarFrontImage.webp'] ?? []).toString()).toContain(
      'ritu-aadhaar',
    );
    expect(Buffer.from(entries['files/portfolio/profileImage.webp'] ?? []).toString()).toContain(
      'ritu-portfolio',
    );

    expect(text).not.toContain(world.client.email);
    expect(text).not.toContain(CLIENT_PRIVATE.phone);
    expect(text).not.toContain('9820011111');
    expect(text).not.toContain('Carter Road');
    expect(text).not.toContain('asha-photo');
  });

  it('mails the signed link, logs the export for the admin, and lets the link open the copy without signing in', async () => {
    const mails = await mailsTo(world.client.email);
    const mail = mails.find((m) => m.subject === EXPORT_MESSAGES.mailSubject);
    expect(mail?.text).toContain('/api/privacy/exports/');
    expect(mail?.text).toContain('Tue, 3 Mar, 10:00 AM IST');
    const link = /http:\/\/localhost:3000(\/api\/privacy\/exports\/\S+)/.exec(
      mail?.text ?? '',
    )?.[1];
    expect(link).toBeDefined();
    const opened = await ctx.request({ method: 'GET', url: link ?? '' });
    expect(opened.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(dataExport)
      .where(eq(dataExport.userId, world.client.userId));
    expect(row?.downloadedAt).not.toBeNull();
    const logged = await ctx.database.db
      .select()
      .from(personalDataAccess)
      .where(eq(personalDataAccess.subjectId, world.client.userId));
    expect(logged).toEqual([expect.objectContaining({ action: 'data-exported', detail: row?.id })]);
  });

  it('takes one request at a time: a second while the first is prepared is refused with a message', async () => {
    const person = await ctx.signUp();
    expect((await requestExport(ctx, person.token)).statusCode).toBe(202);
    const second = await requestExport(ctx, person.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(EXPORT_MESSAGES.alreadyPending);
    const list = (await listExports(ctx, person.token)).json().data;
    expect(list).toEqual([expect.objectContaining({ status: 'pending', downloadUrl: null })]);
  });

  it('never lets two claims build one copy', async () => {
    const exports = createDataExportRepository(ctx.database.db);
    const at = ctx.clock.now();
    const until = new Date(at.getTime() + 600_000);
    // earlier tests' waiting requests are held first, so one request is left to race for
    while (await exports.claimPending(at, until)) {}
    const person = await ctx.signUp();
    await requestExport(ctx, person.token);
    const [first, second] = await Promise.all([
      exports.claimPending(at, until),
      exports.claimPending(at, until),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await exports.claimPending(at, until)).toBeNull();
    // a claim that lapsed (its process died) is taken again
    const later = new Date(until.getTime() + 1);
    const retaken: string[] = [];
    for (
      let row = await exports.claimPending(later, new Date(later.getTime() + 600_000));
      row;
      row = await exports.claimPending(later, new Date(later.getTime() + 600_000))
    ) {
      retaken.push(row.userId);
    }
    expect(retaken).toContain(person.userId);
  });

  it('works for 24 hours, then answers 410 and the file is deleted from storage', async () => {
    const person = await ctx.signUp();
    const { latest } = await exportOf(person.token);
    const [row] = await ctx.database.db
      .select()
      .from(dataExport)
      .where(eq(dataExport.id, latest.id));
    const key = row?.storageKey ?? '';
    expect(await world.storage.statObject(key)).not.toBeNull();
    const start = ctx.clock.now();
    try {
      ctx.clock.set(new Date(start.getTime() + 24 * 3_600_000 - 1000));
      expect((await ctx.request({ method: 'GET', url: latest.downloadUrl })).statusCode).toBe(200);
      ctx.clock.set(new Date(start.getTime() + 24 * 3_600_000));
      const late = await ctx.request({ method: 'GET', url: latest.downloadUrl });
      expect(late.statusCode).toBe(410);
      expect(late.json().message).toBe(EXPORT_MESSAGES.linkExpired);
      // opened from the mail in a browser: a page that says so and where to ask again
      const opened = await ctx.request({
        method: 'GET',
        url: latest.downloadUrl,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(opened.statusCode).toBe(410);
      expect(opened.headers['content-type']).toMatch(/^text\/html/);
      expect(opened.body).toContain(EXPORT_MESSAGES.linkExpired.replace(/'/g, '&#39;'));
      expect(opened.body).toContain('href="/profile/privacy"');
      await runExportJob(ctx, 'expire-data-exports');
      expect(await world.storage.statObject(key)).toBeNull();
      const [history] = (await listExports(ctx, person.token)).json().data;
      expect(history).toMatchObject({ status: 'expired', downloadUrl: null });
      expect((await ctx.request({ method: 'GET', url: latest.downloadUrl })).statusCode).toBe(410);
      // and a new copy may be asked for
      expect((await requestExport(ctx, person.token)).statusCode).toBe(202);
    } finally {
      ctx.clock.set(start);
    }
  });
});
