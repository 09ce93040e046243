import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycDocumentView, trainerKyc } from '#server/db/schema.ts';
import { signUpAdmin } from '#server/test/accounts.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { KYC_MESSAGES as M } from '#shared/kyc.ts';
import { MESSAGES } from '#shared/messages.ts';
import { createKycRepository } from './kyc.repository';
import { createKycService } from './kyc.service';
import { createKycCipher } from './kyc-cipher';
import {
  KYC_AADHAAR as AADHAAR,
  KYC_ACCOUNT as ACCOUNT,
  KYC_GSTIN_KARNATAKA,
  kycDetails,
  kycDocuments,
  kycPicture,
  newKycTrainer,
  OTHER_PAN,
  OTHER_PAN_GSTIN,
  KYC_PAN as PAN,
  submittedKyc,
} from './kyc-scenarios';

// The clock: Monday 2 March 2026, 10:00 IST.
let ctx: TestContext;
let admin: { token: string; userId: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpAdmin(ctx, { firstName: 'Anita', lastName: 'Rao' });
});
afterAll(() => ctx.close());

const newTrainer = (firstName?: string) => newKycTrainer(ctx, firstName);
const upload = (token: string, fieldName: string) => kycPicture(ctx, token, fieldName);
const documents = (token: string) => kycDocuments(ctx, token);
const submitted = (firstName?: string) => submittedKyc(ctx, firstName);

const put = (token: string, payload: Record<string, unknown>) =>
  ctx.request({ method: 'PUT', url: '/api/trainer/kyc', token, payload });
const getKyc = (token: string) => ctx.request({ method: 'GET', url: '/api/trainer/kyc', token });
const adminGet = (url: string) => ctx.request({ method: 'GET', url, token: admin.token });
const decide = (trainerId: string, action: 'approve' | 'reject', reason?: string) =>
  ctx.request({
    method: 'POST',
    url: `/api/admin/kyc/${trainerId}/${action}`,
    token: admin.token,
    ...(reason === undefined ? {} : { payload: { reason } }),
  });
const rawRow = async (trainerId: string) =>
  (await ctx.database.db.select().from(trainerKyc).where(eq(trainerKyc.trainerId, trainerId)))[0];
async function mailsTo(email: string) {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  return response.json().data as { subject: string; text: string }[];
}

function expectNoPlainNumber(text: string) {
  for (const number of [AADHAAR, PAN, ACCOUNT, '2345 6789 0124']) {
    expect(text).not.toContain(number);
  }
}

describe('who may call', () => {
  it('keeps KYC to trainers and its review to admins', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/trainer/kyc' })).statusCode).toBe(401);
    const client = await ctx.signUp();
    const trainer = await newTrainer();
    const trainerOnly = [
      ['GET', '/api/trainer/kyc'],
      ['PUT', '/api/trainer/kyc'],
      ['PUT', '/api/trainer/kyc/tax-details'],
    ] as const;
    const adminOnly = [
      ['GET', '/api/admin/kyc'],
      ['GET', `/api/admin/kyc/${trainer.trainerId}`],
      ['GET', `/api/admin/kyc/${trainer.trainerId}/documents/panImage`],
      ['POST', `/api/admin/kyc/${trainer.trainerId}/approve`],
      ['POST', `/api/admin/kyc/${trainer.trainerId}/reject`],
    ] as const;
    for (const [method, url] of [...trainerOnly, ...adminOnly]) {
      const refused = await ctx.request({ method, url, token: client.token, payload: {} });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.forbidden);
    }
    for (const [method, url] of adminOnly) {
      const refused = await ctx.request({ method, url, token: trainer.token, payload: {} });
      expect(refused.statusCode, url).toBe(403);
    }
  });
});

describe('a trainer who has not submitted', () => {
  it("reads status 'none' and empty details", async () => {
    const { token } = await newTrainer();
    const response = await getKyc(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toMatchObject({
      kycStatus: 'none',
      kycRejectionReason: null,
      aadhaarNumber: null,
      panNumber: null,
      bankAccountNumber: null,
      aadhaarFrontImage: null,
      aadhaarVerified: false,
      panVerified: false,
    });
  });

  it('gets every broken rule back by field, and nothing is saved', async () => {
    const { token, trainerId } = await newTrainer();
    const response = await put(
      token,
      kycDetails({
        aadhaarNumber: '234567890125',
        panNumber: 'ABCP1234F',
        bankIFSC: 'HDFC1001234',
        bankAccountNumber: '12345',
        upiId: 'meera',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.aadhaarChecksum);
    expect(response.json().errors).toEqual({
      aadhaarNumber: M.aadhaarChecksum,
      panNumber: M.panFormat,
      bankIFSC: M.ifscFormat,
      bankAccountNumber: M.bankAccountNumberFormat,
      upiId: M.upiFormat,
    });
    expect(await rawRow(trainerId)).toBeUndefined();
  });

  it('names each field left out of the body, as if it were left empty', async () => {
    const { token, trainerId } = await newTrainer();
    const response = await put(token, { aadhaarNumber: '2345 6789 0124' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      aadhaarName: M.aadhaarNameRequired,
      panNumber: M.panRequired,
      panName: M.panNameRequired,
      payoutMethod: M.payoutMethodRequired,
      stateCode: M.stateRequired,
    });
    expect(await rawRow(trainerId)).toBeUndefined();
  });

  it('needs a payout method and all three documents', async () => {
    const { token, trainerId } = await newTrainer();
    const noPayout = await put(
      token,
      kycDetails({
        bankAccountName: '',
        bankAccountNumber: '',
        bankIFSC: '',
        bankName: '',
        bankBranch: '',
      }),
    );
    expect(noPayout.statusCode).toBe(400);
    expect(noPayout.json().errors).toEqual({ payoutMethod: M.payoutMethodRequired });

    const noDocuments = await put(token, kycDetails({ panImage: await upload(token, 'panImage') }));
    expect(noDocuments.statusCode).toBe(400);
    expect(noDocuments.json().errors).toEqual({
      aadhaarFrontImage: M.documentRequired.aadhaarFrontImage,
      aadhaarBackImage: M.documentRequired.aadhaarBackImage,
    });
    expect(await rawRow(trainerId)).toBeUndefined();
  });

  it('takes only its own uploads made for that document', async () => {
    const owner = await newTrainer('Kavya');
    const other = await newTrainer('Rohit');
    const theirs = await documents(owner.token);
    const borrowed = await put(other.token, kycDetails(theirs));
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().errors.aadhaarFrontImage).toBe(MESSAGES.uploadNotFound);

    const own = await documents(other.token);
    const swapped = await put(
      other.token,
      kycDetails({ ...own, aadhaarFrontImage: own.panImage, panImage: own.aadhaarFrontImage }),
    );
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().errors.panImage).toBe(MESSAGES.uploadNotFound);
    expect(await rawRow(other.trainerId)).toBeUndefined();
  });

  it('needs a state, and a GSTIN only if it is valid and of the same PAN and state', async () => {
    const { token, trainerId } = await newTrainer();
    const refusals = [
      [{ stateCode: '' }, { stateCode: M.stateRequired }],
      [{ stateCode: '25' }, { stateCode: M.stateRequired }],
      [{ gstin: '27ABCPV1234F1ZA' }, { gstin: M.gstinFormat }],
      [{ gstin: '27ABCPV1234F1Z' }, { gstin: M.gstinFormat }],
      [{ gstin: OTHER_PAN_GSTIN }, { gstin: M.gstinPanMismatch }],
      [{ gstin: KYC_GSTIN_KARNATAKA }, { gstin: M.gstinStateMismatch('Maharashtra', '27') }],
    ] as const;
    const files = await documents(token);
    for (const [change, errors] of refusals) {
      const refused = await put(token, kycDetails({ ...files, ...change }));
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().errors).toEqual(errors);
    }
    expect(await rawRow(trainerId)).toBeUndefined();
  });
});

describe('a submission', () => {
  it('goes under review with the numbers encrypted at rest and masked in the answer', async () => {
    const trainer = await newTrainer();
    const response = await put(
      trainer.token,
      kycDetails({ ...(await documents(trainer.token)), upiId: 'meera.iyer@okhdfc' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(M.submitted);
    expectNoPlainNumber(response.body);
    const data = response.json().data;
    expect(data).toMatchObject({
      kycStatus: 'partial',
      aadhaarNumber: 'XXXX XXXX 0124',
      panNumber: 'XXXXXX234F',
      bankAccountNumber: 'XXXXXX5678',
      aadhaarName: 'Meera Iyer',
      bankIFSC: 'HDFC0001234',
      upiId: 'meera.iyer@okhdfc',
      stateCode: '27',
      gstin: null,
      submittedAt: '2026-03-02T04:30:00.000Z',
    });

    const row = (await rawRow(trainer.trainerId))!;
    expectNoPlainNumber(JSON.stringify(row));
    expect(row.aadhaarNumberEncrypted).toMatch(/^v1\./);
    expect(row.panNumberEncrypted).toMatch(/^v1\./);
    expect(row.bankAccountNumberEncrypted).toMatch(/^v1\./);
    expect(row.aadhaarFrontImage).toMatch(/^private:kyc\//);

    const read = await getKyc(trainer.token);
    expectNoPlainNumber(read.body);
    expect(read.json().data).toEqual(data);
  });

  // A GSTIN is public (printed on every invoice), so it is shown in full, with the PAN inside it.
  it('keeps a GSTIN in capitals and shows it in full to the owner and the reviewer', async () => {
    const trainer = await newTrainer();
    const response = await put(
      trainer.token,
      kycDetails({
        ...(await documents(trainer.token)),
        panNumber: OTHER_PAN,
        gstin: ` ${OTHER_PAN_GSTIN.toLowerCase()} `,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ stateCode: '27', gstin: OTHER_PAN_GSTIN });
    expect(await rawRow(trainer.trainerId)).toMatchObject({
      stateCode: '27',
      gstin: OTHER_PAN_GSTIN,
    });
    const review = (await adminGet(`/api/admin/kyc/${trainer.trainerId}`)).json().data;
    expect(review).toMatchObject({ stateCode: '27', gstin: OTHER_PAN_GSTIN });
  });

  it('shows the owner its documents through short-lived links, never as public files', async () => {
    const trainer = await submitted();
    const { data } = (await getKyc(trainer.token)).json();
    for (const link of [data.aadhaarFrontImage, data.aadhaarBackImage, data.panImage]) {
      expect(link).toMatch(/^\/api\/private-files\/kyc\/.+\?expires=\d+&signature=/);
      const file = await ctx.request({ method: 'GET', url: link });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const path = link.slice('/api/private-files/'.length, link.indexOf('?'));
      expect((await ctx.request({ method: 'GET', url: `/uploads/${path}` })).statusCode).toBe(404);
    }
    ctx.clock.set('2026-03-02T04:35:01.000Z');
    const expired = await ctx.request({ method: 'GET', url: data.panImage });
    ctx.clock.set('2026-03-02T04:30:00.000Z');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(MESSAGES.fileLinkExpired);
  });

  it('is locked while under review', async () => {
    const trainer = await submitted();
    const again = await put(trainer.token, kycDetails(await documents(trainer.token)));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.underReviewLocked);
  });

  it('is not seen by another trainer', async () => {
    const owner = await submitted('Kavya');
    const other = await newTrainer('Rohit');
    expect((await getKyc(other.token)).json().data.kycStatus).toBe('none');
    const ownerLinks = (await getKyc(owner.token)).json().data;
    expect((await getKyc(other.token)).body).not.toContain(ownerLinks.panImage.split('?')[0]);
  });
});

describe('review by an admin', () => {
  it('lists submissions awaiting review oldest first, numbers masked', async () => {
    const first = await submitted('Priya');
    ctx.clock.set('2026-03-02T05:30:00.000Z');
    const second = await submitted('Sana');
    ctx.clock.set('2026-03-02T04:30:00.000Z');
    const queue = await adminGet('/api/admin/kyc?status=partial&limit=50');
    expect(queue.statusCode).toBe(200);
    expectNoPlainNumber(queue.body);
    const ids = queue.json().data.map((item: { trainerId: string }) => item.trainerId);
    expect(ids.indexOf(first.trainerId)).toBeLessThan(ids.indexOf(second.trainerId));
    const item = queue
      .json()
      .data.find((entry: { trainerId: string }) => entry.trainerId === second.trainerId);
    expect(item).toMatchObject({
      trainerName: 'Sana Iyer',
      accountEmail: second.email,
      kycStatus: 'partial',
      aadhaarNumber: 'XXXX XXXX 0124',
      documents: { aadhaarFrontImage: true, aadhaarBackImage: true, panImage: true },
    });
    expect(JSON.stringify(item)).not.toContain('private:');
  });

  it('opens a document with the number on it, and records who opened it when', async () => {
    const trainer = await submitted();
    ctx.clock.set('2026-03-02T06:00:00.000Z');
    const opened = await adminGet(
      `/api/admin/kyc/${trainer.trainerId}/documents/aadhaarFrontImage`,
    );
    ctx.clock.set('2026-03-02T04:30:00.000Z');
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const link = opened.json().data;
    expect(link).toMatchObject({
      document: 'aadhaarFrontImage',
      number: AADHAAR,
      expiresInSeconds: 300,
    });
    expect((await ctx.request({ method: 'GET', url: link.url })).statusCode).toBe(200);
    const pan = (await adminGet(`/api/admin/kyc/${trainer.trainerId}/documents/panImage`)).json();
    expect(pan.data.number).toBe(PAN);

    const views = await ctx.database.db
      .select()
      .from(kycDocumentView)
      .where(eq(kycDocumentView.trainerId, trainer.trainerId));
    expect(views).toHaveLength(2);
    expect(views.find((view) => view.document === 'aadhaarFrontImage')).toMatchObject({
      viewerId: admin.userId,
      viewedAt: new Date('2026-03-02T06:00:00.000Z'),
    });

    const review = await adminGet(`/api/admin/kyc/${trainer.trainerId}`);
    expectNoPlainNumber(review.body);
    expect(review.json().data.documentViews).toEqual([
      {
        document: 'aadhaarFrontImage',
        viewerName: 'Anita Rao',
        viewedAt: '2026-03-02T06:00:00.000Z',
      },
      { document: 'panImage', viewerName: 'Anita Rao', viewedAt: '2026-03-02T04:30:00.000Z' },
    ]);
  });

  it('answers 404 for a trainer without a submission, and 400 for an unknown document', async () => {
    const trainer = await newTrainer();
    const missing = await adminGet(`/api/admin/kyc/${trainer.trainerId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notSubmitted);
    expect(
      (await adminGet(`/api/admin/kyc/${trainer.trainerId}/documents/panImage`)).statusCode,
    ).toBe(404);
    expect(
      (await adminGet(`/api/admin/kyc/${trainer.trainerId}/documents/selfie`)).statusCode,
    ).toBe(400);
    expect((await decide(trainer.trainerId, 'approve')).statusCode).toBe(404);
  });

  it('rejects with a reason the trainer reads and is e-mailed; a resubmission clears it', async () => {
    const trainer = await submitted();
    const noReason = await decide(trainer.trainerId, 'reject', '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(M.reasonRequired);

    const reason = 'The PAN card photo is blurred; please upload a sharper one.';
    const rejected = await decide(trainer.trainerId, 'reject', reason);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe(M.rejected);
    expect((await getKyc(trainer.token)).json().data).toMatchObject({
      kycStatus: 'rejected',
      kycRejectionReason: reason,
      aadhaarVerified: false,
    });
    const [mail] = await mailsTo(trainer.email);
    expect(mail?.subject).toBe('Your KYC needs changes');
    expect(mail?.text).toContain(reason);
    expect((await decide(trainer.trainerId, 'approve')).statusCode).toBe(409);

    const resubmitted = await put(
      trainer.token,
      kycDetails({ panImage: await upload(trainer.token, 'panImage') }),
    );
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json().message).toBe(M.resubmitted);
    expect(resubmitted.json().data).toMatchObject({
      kycStatus: 'partial',
      kycRejectionReason: null,
    });
    expect(resubmitted.json().data.aadhaarFrontImage).toMatch(/^\/api\/private-files\//);
  });

  it('approves: verified, e-mailed, locked, and payable', async () => {
    const trainer = await submitted();
    const approved = await decide(trainer.trainerId, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe(M.approved);
    expect((await getKyc(trainer.token)).json().data).toMatchObject({
      kycStatus: 'completed',
      aadhaarVerified: true,
      panVerified: true,
      reviewedAt: '2026-03-02T04:30:00.000Z',
    });
    expect((await rawRow(trainer.trainerId))?.reviewedBy).toBe(admin.userId);
    expect((await mailsTo(trainer.email)).map((mail) => mail.subject)).toEqual([
      'Your KYC is verified',
    ]);
    expect((await decide(trainer.trainerId, 'approve')).statusCode).toBe(409);
    expect((await decide(trainer.trainerId, 'reject', 'Too late')).statusCode).toBe(409);

    const locked = await put(trainer.token, kycDetails(await documents(trainer.token)));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(M.verifiedLocked);

    const kyc = createKycService({
      repository: createKycRepository(ctx.database.db),
      cipher: createKycCipher(ctx.config.kycEncryptionKey),
      takeUploadedImage: async () => undefined,
      privateReadUrl: async () => '',
      privateReadSeconds: 300,
      publicUrl: ctx.config.publicUrl,
      now: ctx.clock.now,
    });
    expect(await kyc.kycStatus(trainer.trainerId)).toBe('completed');
    expect(await kyc.payoutBeneficiary(trainer.trainerId)).toEqual({
      accountHolder: 'Meera Iyer',
      bank: { accountNumber: ACCOUNT, ifsc: 'HDFC0001234', bankName: 'HDFC Bank' },
      upiId: null,
    });
    const waiting = await submitted();
    expect(await kyc.kycStatus(waiting.trainerId)).toBe('partial');
    expect(await kyc.payoutBeneficiary(waiting.trainerId)).toBeNull();
    expect(await kyc.kycStatus((await newTrainer()).trainerId)).toBe('none');
  });
});
