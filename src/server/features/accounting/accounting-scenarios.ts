import { expect } from 'vitest';
import { sessionsOf } from '#server/features/payouts/payout-scenarios.ts';
import { runJobOnce } from '#server/jobs/job-runner.ts';
import { signUpTrainer, uploadPicture } from '#server/test/accounts.ts';
import type { TestContext } from '#server/test/test-app.ts';
import { present } from '#shared/present.ts';

/**
 * Test scenarios for the reconciliation and exports: trainers through the real KYC flow, a week
 * of their sessions paid out by the weekly run, and the CSV the admin downloads, read back.
 */

/** Friday 13 March 2026, 10:00 IST: the payout run pays Monday 2 to Sunday 8 March. */
export const PAYOUT_FRIDAY = new Date('2026-03-13T04:30:00.000Z');
const PAID_WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];

const PICTURE = { width: 600, height: 380, background: { r: 230, g: 230, b: 220 } };

/** A trainer who submitted KYC with a PAN through the form, approved by the admin. */
export async function kycApprovedTrainer(
  ctx: TestContext,
  adminToken: string,
  details: { firstName: string; lastName: string; pan: string; panName: string },
) {
  const trainer = await signUpTrainer(ctx, {
    firstName: details.firstName,
    lastName: details.lastName,
  });
  const documents = {
    aadhaarFrontImage: await uploadPicture(ctx, trainer.token, 'aadhaarFrontImage', PICTURE),
    aadhaarBackImage: await uploadPicture(ctx, trainer.token, 'aadhaarBackImage', PICTURE),
    panImage: await uploadPicture(ctx, trainer.token, 'panImage', PICTURE),
  };
  const fullName = `${details.firstName} ${details.lastName}`;
  const submitted = await ctx.request({
    method: 'PUT',
    url: '/api/trainer/kyc',
    token: trainer.token,
    payload: {
      ...documents,
      aadhaarNumber: '2345 6789 0124',
      aadhaarName: fullName,
      panNumber: details.pan,
      panName: details.panName,
      upiId: '',
      bankAccountName: fullName,
      bankAccountNumber: '50100012345678',
      bankIFSC: 'HDFC0001234',
      bankName: 'HDFC Bank',
      bankBranch: 'Andheri West',
      stateCode: '27',
    },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const approved = await ctx.request({
    method: 'POST',
    url: `/api/admin/kyc/${trainer.trainerId}/approve`,
    token: adminToken,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return trainer;
}

/** Five completed ₹1,500 sessions of the week of 2 March, paid out by the Friday run. */
export async function paidOutWeek(ctx: TestContext, trainerId: string) {
  await sessionsOf(
    ctx.database.db,
    trainerId,
    PAID_WEEK.map((date) => ({ date })),
  );
  const job = present(
    ctx.app.jobs.find((candidate) => candidate.name === 'create-weekly-payouts'),
    'the weekly payout job',
  );
  await runJobOnce(ctx.database.db, job, PAYOUT_FRIDAY);
}

/** A CSV download's records, each a list of its fields (RFC 4180, as the export writes it). */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text.charAt(index + 1) === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text.charAt(index + 1) === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else {
      field += char;
    }
  }
  return records;
}

/** The records as objects keyed by the header's column names. */
export function csvTable(text: string): Record<string, string>[] {
  const [header = [], ...rows] = csvRecords(text);
  return rows.map((row) =>
    Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])),
  );
}
