import { expect } from 'vitest';
import { book } from '#server/features/chat/chat-scenarios.ts';
import { sessionsOf } from '#server/features/payouts/payout-scenarios.ts';
import { createWeeklyPayouts } from '#server/jobs/create-weekly-payouts.ts';
import { runJobOnce } from '#server/jobs/job-runner.ts';
import { loadTaxSettings } from '#server/tax-config.ts';
import { signUpAdmin, signUpTrainer, uploadPicture } from '#server/test/accounts.ts';
import { createBookingRow } from '#server/test/scenarios.ts';
import { TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';
import { addIstDays, istDate, istInstant } from '#shared/ist.ts';
import { samplePortfolio } from '#shared/portfolio-sample.ts';

export const ROLES = ['visitor', 'client', 'trainer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The kinds of object a path or a field may name; the fuzzer sometimes names real ones. */
export type IdKind = 'trainer' | 'booking' | 'chat' | 'message' | 'payout' | 'grant' | 'user';

/**
 * What the fuzzer's callers own: a client and an approved trainer who share bookings in every
 * state, a chat and a paid week; a second trainer whose portfolio and KYC await the admin.
 */
export interface FuzzWorld {
  tokens: Record<Role, string | null>;
  ids: Record<IdKind, string[]>;
  /** Values a form would send, by field name: realistic requests use them. */
  examples: Record<string, unknown[]>;
}

const KYC_DETAILS = {
  aadhaarNumber: '2345 6789 0124',
  aadhaarName: 'Ritu Sharma',
  panNumber: 'ABCPV1234F',
  panName: 'Ritu Sharma',
  upiId: 'ritu@okhdfc',
  bankAccountName: 'Ritu Sharma',
  bankAccountNumber: '50100012345678',
  bankIFSC: 'HDFC0001234',
  bankName: 'HDFC Bank',
  bankBranch: 'Andheri West',
  stateCode: '27',
  gstin: '',
};
/** The trainer's GSTIN, of the PAN and state above, for the tax details they may add. */
const GSTIN = '27ABCPV1234F1ZU';

/** Friday 27 February 2026, 10:00 IST: the payout run for the week of 16 February. */
const PAYOUT_RUN = new Date('2026-02-27T04:30:00.000Z');

export async function buildFuzzWorld(ctx: TestContext): Promise<FuzzWorld> {
  const admin = await signUpAdmin(ctx, { firstName: 'Anita', lastName: 'Rao' });
  const client = await ctx.signUp({ firstName: 'Asha', lastName: 'Verma' });
  const trainer = await signUpTrainer(ctx, { firstName: 'Ritu', lastName: 'Sharma' });
  const applicant = await signUpTrainer(ctx, { firstName: 'Kabir', lastName: 'Mehta' });
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    payload?: object,
  ) => {
    const response = await ctx.request({ method, url, token, ...(payload && { payload }) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json().data;
  };

  const uploadedImages: string[] = [];
  for (const { token } of [trainer, applicant]) {
    const picture = (fieldName: string) =>
      uploadPicture(ctx, token, fieldName, {
        width: 600,
        height: 400,
        background: { r: 200, g: 90, b: 40 },
      });
    const portfolio = samplePortfolio({
      profileImage: await picture('profileImage'),
      listingImage: await picture('listingImage'),
    });
    uploadedImages.push(portfolio.profileImage!, portfolio.listingImage!);
    await call('PUT', '/api/trainer/portfolio', token, portfolio);
    await call('PUT', '/api/trainer/kyc', token, {
      ...KYC_DETAILS,
      aadhaarFrontImage: await picture('aadhaarFrontImage'),
      aadhaarBackImage: await picture('aadhaarBackImage'),
      panImage: await picture('panImage'),
    });
  }
  await call('POST', `/api/admin/portfolios/${trainer.trainerId}/approve`, admin.token);
  await call('POST', `/api/admin/kyc/${trainer.trainerId}/approve`, admin.token);

  const today = istDate(ctx.clock.now());
  const confirmed = await book(ctx, client, trainer);
  const held = await book(ctx, client, trainer, {
    status: 'pending',
    holdExpiresAt: new Date(ctx.clock.now().getTime() + 15 * 60_000),
  });
  const cancelled = await book(ctx, client, trainer, { status: 'cancelled' });
  const yesterday = addIstDays(today, -1);
  const completed = await createBookingRow(ctx.database.db, {
    clientId: client.userId,
    trainerId: trainer.trainerId,
    service: 'personal',
    location: 'gym',
    sessionDate: yesterday,
    timeSlot: '7:00 AM',
    startsAt: istInstant(yesterday, 7),
    status: 'completed',
  });
  const order = await call('POST', '/api/payment/create-order', client.token, {
    bookingId: held.id,
  });
  const chat = await call('POST', `/api/chat/booking/${confirmed.id}`, client.token);
  const message = await call('POST', `/api/chat/${chat.chat_id}/messages`, client.token, {
    message: 'Namaste! See you at the gym.',
  });

  await sessionsOf(
    ctx.database.db,
    trainer.trainerId,
    ['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20'].map((date) => ({
      date,
    })),
  );
  await runJobOnce(
    ctx.database.db,
    createWeeklyPayouts('manual', { sandboxPayments: true, tax: loadTaxSettings({}, false) }),
    PAYOUT_RUN,
  );
  const payouts = await call('GET', '/api/admin/payouts', admin.token);

  const grant = await call(
    'GET',
    '/api/upload-url?fileType=image%2Fpng&fieldName=profileImage',
    client.token,
  );
  const grantUrl = new URL(grant.uploadUrl, 'http://localhost');
  const portfolio = samplePortfolio();
  const window = Array.from({ length: 16 }, (_, day) => addIstDays(today, day - 1));

  return {
    tokens: { visitor: null, client: client.token, trainer: trainer.token, admin: admin.token },
    ids: {
      trainer: [trainer.trainerId, applicant.trainerId],
      booking: [confirmed.id, held.id, cancelled.id, completed.id],
      chat: [chat.chat_id],
      message: [message.id],
      payout: payouts.payouts.map((payout: { id: string }) => payout.id),
      grant: [grantUrl.pathname.split('/').at(-1)!],
      user: [client.userId, trainer.userId, applicant.userId, admin.userId],
    },
    examples: {
      ...Object.fromEntries(
        Object.entries({ ...portfolio, ...portfolio.services, ...KYC_DETAILS }).map(
          ([name, value]) => [name, [value]],
        ),
      ),
      gstin: ['', GSTIN],
      profileImage: uploadedImages,
      listingImage: uploadedImages,
      imageUrl: uploadedImages,
      orderId: [order.orderId],
      razorpay_order_id: [order.orderId],
      token: [grantUrl.searchParams.get('token')],
      date: window,
      startDate: window,
      endDate: window,
      timeSlot: ['7:00 AM', '6:00 PM'],
      service: ['personal', 'online'],
      location: ['gym', 'online'],
      specialization: ['yoga'],
      serviceType: ['personal', 'online'],
      week: ['2026-02-16'],
      transferReference: ['UTR 2026 0227 001'],
      latitude: ['19.076'],
      longitude: ['72.8777'],
      radius: ['25'],
      page: ['1', '2'],
      limit: ['10', '50'],
      filters: ['[]', '[{"type":"specialization","value":"yoga"}]'],
      fileType: ['image/png', 'image/webp'],
      email: [client.email, trainer.email],
      password: [TEST_PASSWORD],
      callbackURL: ['/'],
      phone: ['+91 98200 12345'],
      dateOfBirth: ['1994-08-15'],
      message: ['Namaste! Can we move to 7?'],
      comment: ['Great session'],
      review: ['Clear cues and a sensible plan.'],
    },
  };
}
