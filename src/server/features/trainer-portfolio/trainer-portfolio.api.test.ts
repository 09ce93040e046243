import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, signUpTrainer, uploadPicture } from '#server/test/accounts.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { Portfolio } from '#shared/portfolio.ts';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { samplePortfolio } from '#shared/portfolio-sample.ts';

// The clock: Monday 2 March 2026, 10:00 IST.
let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = (await signUpAdmin(ctx, { firstName: 'Anita' })).token;
});
afterAll(() => ctx.close());

const GYM = { lat: 19.0544, lng: 72.8347 };

const newTrainer = () => signUpTrainer(ctx, { firstName: 'Meera', lastName: 'Iyer' });

/** A small picture, as a portfolio image; returns its URL. */
const upload = (token: string, fieldName: string) =>
  uploadPicture(ctx, token, fieldName, {
    width: 900,
    height: 700,
    background: { r: 200, g: 90, b: 40 },
  });

async function completePortfolio(token: string, overrides: Partial<Portfolio> = {}) {
  return samplePortfolio({
    profileImage: await upload(token, 'profileImage'),
    listingImage: await upload(token, 'listingImage'),
    location: null,
    gymInfo: { ...samplePortfolio().gymInfo, coordinates: GYM },
    ...overrides,
  });
}

const save = (token: string, portfolio: unknown) =>
  ctx.request({
    method: 'PUT',
    url: '/api/trainer/portfolio',
    token,
    payload: portfolio as Record<string, unknown>,
  });
const profileData = async (token: string) =>
  (await ctx.request({ method: 'GET', url: '/api/trainer/profile-data', token })).json().data;
const queue = async (status = 'pending_review') =>
  (
    await ctx.request({
      method: 'GET',
      url: `/api/admin/portfolios?status=${status}`,
      token: adminToken,
    })
  ).json();
const decide = (trainerId: string, action: 'approve' | 'reject', reason?: string) =>
  ctx.request({
    method: 'POST',
    url: `/api/admin/portfolios/${trainerId}/${action}`,
    token: adminToken,
    ...(reason === undefined ? {} : { payload: { reason } }),
  });
async function mailsTo(email: string) {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  return response.json().data as { subject: string; text: string }[];
}
const publicProfile = (trainerId: string) =>
  ctx.request({ method: 'GET', url: `/api/trainers/${trainerId}` });
const nearbyIds = async (lat: number, lng: number) =>
  (
    await ctx.request({
      method: 'GET',
      url: `/api/trainers/nearby?latitude=${lat}&longitude=${lng}&radius=5&limit=50`,
    })
  )
    .json()
    .data.map((card: { id: string }) => card.id);

describe('who may call', () => {
  it('keeps the portfolio to trainers and approval to admins', async () => {
    const anonymous = await ctx.request({ method: 'GET', url: '/api/trainer/profile-data' });
    expect(anonymous.statusCode).toBe(401);
    const client = await ctx.signUp();
    for (const [method, url] of [
      ['GET', '/api/trainer/profile-data'],
      ['PUT', '/api/trainer/portfolio'],
      ['PUT', '/api/trainer/services'],
      ['GET', '/api/admin/portfolios'],
    ] as const) {
      const refused = await ctx.request({ method, url, token: client.token, payload: {} });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.forbidden);
    }
    const { token, trainerId } = await newTrainer();
    expect((await decide(trainerId, 'approve')).statusCode).toBe(409);
    const byTrainer = await ctx.request({
      method: 'POST',
      url: `/api/admin/portfolios/${trainerId}/approve`,
      token,
    });
    expect(byTrainer.statusCode).toBe(403);
  });
});

describe('a new trainer', () => {
  it('starts pending, unpublished, with the details of the account', async () => {
    const { token } = await newTrainer();
    const data = await profileData(token);
    expect(data.user).toMatchObject({ firstName: 'Meera', lastName: 'Iyer' });
    expect(data.trainer).toMatchObject({
      portfolioStatus: 'pending',
      published: false,
      rejectionReason: null,
      name: 'Meera Iyer',
      rating: null,
      reviewCount: 0,
    });
  });

  it('gets every broken rule back by field, and nothing is saved', async () => {
    const { token } = await newTrainer();
    const before = await profileData(token);
    const response = await save(
      token,
      samplePortfolio({
        name: 'M',
        bio: 'Too short',
        experience: 60,
        email: 'meera@',
        instagram: 'meera',
        specializations: [],
        certifications: ['a', 'b', 'c', 'd'],
        services: {
          personal: { enabled: true, price: 49 },
          group: { enabled: false, price: null },
          online: { enabled: false, price: null },
        },
        gymInfo: { ...samplePortfolio().gymInfo, coordinates: { lat: 95, lng: 72.8 } },
        profileImage: null,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Name must be at least 2 characters long',
      bio: 'Bio must be at least 50 characters long',
      experience: 'Value must be at most 50',
      email: 'Please enter a valid email address',
      instagram: 'Instagram handle should start with @ or be a full URL',
      certifications: 'You can add up to 3 certifications',
      'gymInfo.coordinates.lat': 'Latitude must be between -90 and 90',
      specializations: 'Please select at least one specialization',
      profileImage: 'Profile image is required',
      'services.personal.price': 'Service price must be at least ₹50',
    });
    expect(await profileData(token)).toEqual(before);
  });

  it('saves without the links it may leave out, and names YouTube right when one is wrong', async () => {
    const { token } = await newTrainer();
    const { website, instagram, youtube, ...withoutLinks } = await completePortfolio(token);
    const saved = await save(token, withoutLinks);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      website: '',
      instagram: '',
      youtube: '',
      portfolioStatus: 'pending_review',
    });

    const badUrl = await save(token, { ...withoutLinks, youtube: 'https://vimeo.com/meera' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().errors).toEqual({ youtube: 'Please enter a valid YouTube URL' });
    const notText = await save(token, { ...withoutLinks, youtube: 42 });
    expect(notText.json().errors).toEqual({ youtube: 'YouTube is not valid' });
  });

  it('refuses specializations outside the list and fields it does not know', async () => {
    const { token } = await newTrainer();
    const outside = await save(token, {
      ...samplePortfolio(),
      specializations: ['Underwater Chess'],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual({
      'specializations.0': 'Please choose specializations from the list',
    });
    const unknown = await save(token, { ...samplePortfolio(), rating: 5 });
    expect(unknown.statusCode).toBe(400);
  });

  it('may only show images it uploaded itself', async () => {
    const { token } = await newTrainer();
    const other = await newTrainer();
    const someoneElses = await upload(other.token, 'listingImage');
    const response = await save(
      token,
      await completePortfolio(token, {
        profileImage: '/uploads/public/avatars/00000000-0000-4000-8000-000000000000.webp',
        listingImage: someoneElses,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      profileImage: MESSAGES.uploadNotFound,
      listingImage: MESSAGES.uploadNotFound,
    });
  });
});

describe('the city and the pins (docs/product/trainer-portfolio.md#city-and-pin)', () => {
  const MUMBAI_GYM = GYM;
  const PUNE_GYM = { lat: 18.5362, lng: 73.8939 };

  it('refuses a gym pin or a location far from the city, naming each, and saves nothing', async () => {
    const { token } = await newTrainer();
    const before = await profileData(token);
    const far = await completePortfolio(token, {
      city: 'Pune',
      location: { type: 'Point', coordinates: [72.8295, 19.0596] },
    });
    const response = await save(token, far);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      location: PORTFOLIO_MESSAGES.pinFarFromCity('Pune', 124, 50),
      'gymInfo.coordinates': PORTFOLIO_MESSAGES.pinFarFromCity('Pune', 123, 50),
    });
    expect(await profileData(token)).toEqual(before);
  });

  it('saves a pin near the city, and the same pin once the city follows it', async () => {
    const { token } = await newTrainer();
    const nearPune = await completePortfolio(token, {
      city: 'Pune',
      gymInfo: { ...samplePortfolio().gymInfo, coordinates: PUNE_GYM },
    });
    const saved = await save(token, nearPune);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ city: 'Pune', portfolioStatus: 'pending_review' });
    const followed = await completePortfolio(token, {
      city: 'Mumbai',
      gymInfo: { ...samplePortfolio().gymInfo, coordinates: MUMBAI_GYM },
    });
    expect((await save(token, followed)).statusCode).toBe(200);
  });
});

describe('review and publication', () => {
  it('publishes a saved portfolio only when an admin approves it', async () => {
    const { token, trainerId } = await newTrainer();
    const portfolio = await completePortfolio(token);
    const saved = await save(token, portfolio);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(
      'Portfolio updated successfully! Changes will be reflected after admin approval.',
    );
    expect(saved.json().data).toMatchObject({
      portfolioStatus: 'pending_review',
      published: false,
    });

    // awaiting review: not public, not listed
    expect((await publicProfile(trainerId)).statusCode).toBe(404);
    expect(await nearbyIds(GYM.lat, GYM.lng)).not.toContain(trainerId);

    const waiting = await queue();
    const item = waiting.data.find((entry: { trainerId: string }) => entry.trainerId === trainerId);
    expect(item).toMatchObject({
      accountName: 'Meera Iyer',
      portfolioStatus: 'pending_review',
      portfolio: { title: portfolio.title, services: portfolio.services },
    });
    expect(waiting.pagination).toMatchObject({ currentPage: 1 });

    const approved = await decide(trainerId, 'approve');
    expect(approved.json()).toEqual({ success: true, message: PORTFOLIO_MESSAGES.approved });

    const profile = (await publicProfile(trainerId)).json().data;
    expect(profile).toMatchObject({
      name: 'Meera Iyer',
      title: 'Certified Strength Coach',
      services: {
        personal: { enabled: true, price: 1500, pricePaise: 150_000 },
        online: { enabled: true, price: 999.5, pricePaise: 99_950 },
      },
      gymInfo: { name: 'Forge Fitness Bandra', coordinates: GYM },
      rating: null,
    });
    // without a location of its own the trainer is found at the gym's pin
    expect(await nearbyIds(GYM.lat + 0.01, GYM.lng)).toContain(trainerId);
    expect((await profileData(token)).trainer).toMatchObject({
      portfolioStatus: 'approved',
      published: true,
    });
    expect(
      (await queue()).data.map((entry: { trainerId: string }) => entry.trainerId),
    ).not.toContain(trainerId);
  });

  it('keeps the approved version public while an edit waits, and shows a rejection reason', async () => {
    const { token, trainerId } = await newTrainer();
    const portfolio = await completePortfolio(token);
    await save(token, portfolio);
    await decide(trainerId, 'approve');

    await save(token, { ...portfolio, title: 'Head Coach at Forge Fitness' });
    expect((await publicProfile(trainerId)).json().data.title).toBe('Certified Strength Coach');
    expect((await profileData(token)).trainer).toMatchObject({
      title: 'Head Coach at Forge Fitness',
      portfolioStatus: 'pending_review',
      published: true,
    });

    const noReason = await decide(trainerId, 'reject', '   ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(PORTFOLIO_MESSAGES.reasonRequired);
    const rejected = await decide(trainerId, 'reject', 'Please use your registered gym name.');
    expect(rejected.statusCode).toBe(200);
    expect((await profileData(token)).trainer).toMatchObject({
      portfolioStatus: 'rejected',
      rejectionReason: 'Please use your registered gym name.',
      title: 'Head Coach at Forge Fitness',
    });
    expect((await publicProfile(trainerId)).json().data.title).toBe('Certified Strength Coach');
    expect((await decide(trainerId, 'approve')).statusCode).toBe(409);

    await save(token, { ...portfolio, title: 'Head Coach, Forge Fitness Bandra' });
    expect((await profileData(token)).trainer).toMatchObject({
      portfolioStatus: 'pending_review',
      rejectionReason: null,
    });
    await decide(trainerId, 'approve');
    expect((await publicProfile(trainerId)).json().data.title).toBe(
      'Head Coach, Forge Fitness Bandra',
    );
  });

  it('mails the trainer once for each decision, with the reason or the public profile', async () => {
    const { token, trainerId, email } = await newTrainer();
    const portfolio = await completePortfolio(token);
    await save(token, portfolio);
    expect(await mailsTo(email)).toEqual([]);

    const reason = 'Please use your registered gym name.';
    expect((await decide(trainerId, 'reject', reason)).statusCode).toBe(200);
    const [rejection, ...noMore] = await mailsTo(email);
    expect(noMore).toEqual([]);
    expect(rejection?.subject).toBe('Your portfolio needs changes');
    expect(rejection?.text).toContain(`Reason: ${reason}`);
    expect(rejection?.text).toContain('http://localhost:3000/update-portfolio');

    await save(token, { ...portfolio, title: 'Head Coach, Forge Fitness Bandra' });
    expect((await decide(trainerId, 'approve')).statusCode).toBe(200);
    expect((await decide(trainerId, 'approve')).statusCode).toBe(409);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your portfolio is live on Kasrat',
      'Your portfolio needs changes',
    ]);
    const approval = mails.find((mail) => mail.subject === 'Your portfolio is live on Kasrat');
    expect(approval?.text).toContain(`http://localhost:3000/trainer/${trainerId}`);
  });

  it('answers 404 for an unknown trainer and lists other states on request', async () => {
    expect((await decide('no-such-trainer', 'approve')).statusCode).toBe(404);
    const bad = await ctx.request({
      method: 'GET',
      url: '/api/admin/portfolios?status=famous',
      token: adminToken,
    });
    expect(bad.statusCode).toBe(400);
    const approved = await queue('approved');
    expect(approved.success).toBe(true);
    expect(
      approved.data.every(
        (item: { portfolioStatus: string }) => item.portfolioStatus === 'approved',
      ),
    ).toBe(true);
  });
});

describe("services management (the portfolio's own services)", () => {
  const putServices = (token: string, payload: unknown) =>
    ctx.request({
      method: 'PUT',
      url: '/api/trainer/services',
      token,
      payload: payload as Record<string, unknown>,
    });

  it('refuses an enabled service under ₹50 and no service at all', async () => {
    const { token } = await newTrainer();
    const cheap = await putServices(token, {
      personal: { enabled: true, price: 49.99 },
      group: { enabled: false, price: null },
      online: { enabled: true, price: 500 },
    });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().errors).toEqual({ 'personal.price': 'Service price must be at least ₹50' });
    const none = await putServices(token, {
      personal: { enabled: false, price: 1500 },
      group: { enabled: false, price: null },
      online: { enabled: false, price: 1000 },
    });
    expect(none.json().message).toBe('Please enable at least one service');
  });

  it('saves to the portfolio’s services, which go live with the next approval', async () => {
    const { token, trainerId } = await newTrainer();
    const portfolio = await completePortfolio(token);
    await save(token, portfolio);
    await decide(trainerId, 'approve');

    const offers = {
      personal: { enabled: true, price: 1800 },
      group: { enabled: true, price: 650.5 },
      online: { enabled: false, price: 1000 },
    };
    const saved = await putServices(token, offers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Services updated successfully!');
    const read = await ctx.request({ method: 'GET', url: '/api/trainer/services', token });
    expect(read.json().data).toEqual(offers);
    expect((await profileData(token)).trainer).toMatchObject({
      services: offers,
      portfolioStatus: 'pending_review',
    });
    expect((await publicProfile(trainerId)).json().data.services.personal.price).toBe(1500);
    await decide(trainerId, 'approve');
    const live = (await publicProfile(trainerId)).json().data.services;
    expect(live.group).toEqual({ enabled: true, price: 650.5, pricePaise: 65_050 });
  });

  it('keeps an unfinished portfolio’s services in the editor without sending it for review', async () => {
    const { token } = await newTrainer();
    const offers = {
      personal: { enabled: false, price: 1500 },
      group: { enabled: false, price: 800 },
      online: { enabled: true, price: 750 },
    };
    expect((await putServices(token, offers)).statusCode).toBe(200);
    expect((await profileData(token)).trainer).toMatchObject({
      services: offers,
      portfolioStatus: 'pending',
    });
  });
});
