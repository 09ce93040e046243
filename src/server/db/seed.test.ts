import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES, SPECIALIZATIONS } from '#shared/catalog.ts';
import { chatIdOf } from '#shared/chat-api.ts';
import { distanceKm } from '#shared/geo.ts';
import { istDate, istHour, istWeekday, slotLabel } from '#shared/ist.ts';
import { createStorage } from '../integrations/storage/create-storage';
import { PUBLIC_DIR } from '../paths';
import { createTestContext, type TestContext } from '../test/test-app';
import { account, booking, chat, chatMessage, review, sessionPack, trainer, user } from './schema';
import { seedDemoData } from './seed';
import { buildDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/build-demo-data';
import { allDemoImageUrls } from './seed/demo-images';

const NOW = new Date('2026-03-02T04:30:00.000Z');

let ctx: TestContext;
let seeded: boolean;
let trainers: (typeof trainer.$inferSelect)[];
let bookings: (typeof booking.$inferSelect)[];
let reviews: (typeof review.$inferSelect)[];
let users: (typeof user.$inferSelect)[];
let packs: (typeof sessionPack.$inferSelect)[];
let kyc: Parameters<typeof seedDemoData>[1]['kyc'];

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  kyc = {
    encryptionKey: ctx.config.kycEncryptionKey,
    storage: await createStorage(ctx.config, ctx.clock.now),
  };
  seeded = await seedDemoData(ctx.database.db, { now: ctx.clock.now(), log: ctx.app.log, kyc });
  const db = ctx.database.db;
  [trainers, bookings, reviews, users, packs] = await Promise.all([
    db.select().from(trainer),
    db.select().from(booking),
    db.select().from(review),
    db.select().from(user),
    db.select().from(sessionPack),
  ]);
});
afterAll(() => ctx.close());

const isOnlineOnly = (row: typeof trainer.$inferSelect) =>
  row.services.online.enabled && !row.services.personal.enabled && !row.services.group.enabled;

const haversineKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  distanceKm({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng });

/**
 * The sessions of a build that are over but not completed: the demo pair's session awaiting
 * both confirmations of attendance.
 */
const awaitingAttendance = (rows: readonly (typeof booking.$inferInsert)[], now: Date) =>
  rows.filter((row) => row.status === 'confirmed' && row.startsAt.getTime() < now.getTime());

/** A predictable id source, so two builds can be compared field by field. */
function counter(prefix: string) {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}-${next}`;
  };
}

async function signIn(email: string) {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const token = String(response.json().token);
  const profile = await ctx.request({ method: 'GET', url: '/api/auth/profile', token });
  expect(profile.statusCode).toBe(200);
  return {
    ...(profile.json().data as { id: string; userType: string; trainerId: string | null }),
    token,
  };
}

describe('demo trainers', () => {
  it('seeds on an empty database', () => {
    expect(seeded).toBe(true);
  });

  it('has at least 200 approved in-person trainers across all ten cities and 20 online-only', () => {
    const approved = trainers.filter(
      (row) => row.status === 'approved' && row.published && row.approvedAt !== null,
    );
    expect(approved).toHaveLength(trainers.length);
    const inPerson = approved.filter((row) => !isOnlineOnly(row));
    expect(inPerson.length).toBeGreaterThanOrEqual(200);
    expect(approved.filter(isOnlineOnly).length).toBeGreaterThanOrEqual(20);
    for (const city of CITIES) {
      expect(inPerson.filter((row) => row.city === city.name).length).toBeGreaterThanOrEqual(15);
    }
  });

  it('places every trainer (and gym) within 15 km of its city centre', () => {
    for (const row of trainers) {
      const city = CITIES.find((candidate) => candidate.name === row.city);
      expect(city, row.name).toBeDefined();
      const centre = { lat: city!.latitude, lng: city!.longitude };
      expect(haversineKm(centre, { lat: row.latitude!, lng: row.longitude! })).toBeLessThan(15);
      if (row.trainsAtGym) {
        expect(row.gymLatitude).toBe(row.latitude);
        expect(row.gymLongitude).toBe(row.longitude);
        expect(row.gymAddress).toContain(row.city!);
        expect(row.gymName).toBeTruthy();
      }
    }
  });

  it('fills the portfolio within the spec’s limits', () => {
    const allowed = new Set<string>(SPECIALIZATIONS);
    for (const row of trainers) {
      expect(row.bio!.length).toBeGreaterThanOrEqual(50);
      expect(row.bio!.length).toBeLessThanOrEqual(1000);
      expect(row.name.length).toBeGreaterThanOrEqual(2);
      expect(row.title!.length).toBeGreaterThanOrEqual(5);
      expect(row.heroHeadlineLine1 && row.heroHeadlineLine2 && row.heroDescription).toBeTruthy();
      expect(row.specializations.length).toBeGreaterThanOrEqual(1);
      expect(row.specializations.length).toBeLessThanOrEqual(4);
      for (const name of row.specializations) expect(allowed.has(name), name).toBe(true);
      for (const list of [row.certifications, row.achievements]) {
        expect(list.length).toBeGreaterThanOrEqual(1);
        expect(list.length).toBeLessThanOrEqual(3);
      }
      expect(row.experience).toBeGreaterThanOrEqual(1);
      expect(row.experience).toBeLessThanOrEqual(25);
      expect(row.happyClients).toBeGreaterThanOrEqual(0);
      expect(row.happyClients).toBeLessThanOrEqual(10_000);
      expect(row.phone).toMatch(/^\+91 [6-9]\d{4} \d{5}$/);
      expect(row.availableTimes.length).toBeGreaterThan(0);
      expect(row.workingDays.length).toBeGreaterThanOrEqual(5);
      if (!isOnlineOnly(row)) expect(row.trainsAtGym || row.trainsAtClientHome).toBe(true);
      else expect(row.trainsAtGym || row.trainsAtClientHome).toBe(false);
    }
    const bios = new Set(trainers.map((row) => row.bio));
    expect(bios.size).toBe(trainers.length);
  });

  it('prices every enabled service at ₹50 or more, in steps of ₹50, within each service’s range', () => {
    const ranges = { personal: [800, 3000], group: [400, 1200], online: [500, 2000] } as const;
    for (const row of trainers) {
      const enabled = (['personal', 'group', 'online'] as const).filter(
        (key) => row.services[key].enabled,
      );
      expect(enabled.length).toBeGreaterThan(0);
      for (const key of enabled) {
        const rupees = row.services[key].pricePaise / 100;
        expect(rupees % 50).toBe(0);
        expect(rupees).toBeGreaterThanOrEqual(ranges[key][0]);
        expect(rupees).toBeLessThanOrEqual(ranges[key][1]);
      }
    }
  });

  it('uses only local images that ship under public/demo', () => {
    const shipped = new Set(allDemoImageUrls());
    for (const url of shipped) {
      expect(existsSync(path.join(PUBLIC_DIR, url)), url).toBe(true);
    }
    const onDisk = ['portraits', 'listings', 'scenes'].flatMap((folder) =>
      readdirSync(path.join(PUBLIC_DIR, 'demo', folder)).map((file) => `/demo/${folder}/${file}`),
    );
    expect(new Set(onDisk)).toEqual(shipped);
    for (const row of trainers) {
      for (const url of [row.heroImage1, row.heroImage2, row.profileImage, row.listingImage]) {
        expect(url && shipped.has(url), `${row.name}: ${url}`).toBe(true);
      }
    }
    for (const row of users) {
      for (const url of [row.image, row.profileImageUrl]) {
        if (url !== null) expect(shipped.has(url), url).toBe(true);
      }
    }
  });
});

describe('demo portraits', () => {
  it('gives every trainer of a city a different face, of their gender, on both images', () => {
    const genderOf = new Map(users.map((row) => [row.id, row.gender]));
    const faces = new Map<string, Set<string>>();
    for (const row of trainers) {
      const face = row.profileImage!.replace('/demo/portraits/', '');
      expect(row.listingImage, row.name!).toBe(`/demo/listings/${face}`);
      expect(face.startsWith('woman-'), row.name!).toBe(genderOf.get(row.userId) === 'female');
      const city = faces.get(row.city!) ?? new Set<string>();
      expect(city.has(face), `${row.city}: ${face}`).toBe(false);
      faces.set(row.city!, city.add(face));
    }
  });
});

describe('demo bookings and reviews', () => {
  it('never overlaps two active bookings of one trainer', () => {
    const byTrainer = new Map<string, typeof bookings>();
    for (const row of bookings) {
      byTrainer.set(row.trainerId, [...(byTrainer.get(row.trainerId) ?? []), row]);
    }
    expect(byTrainer.size).toBeGreaterThan(150);
    for (const rows of byTrainer.values()) {
      const sorted = rows.toSorted((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      for (let i = 1; i < sorted.length; i += 1) {
        expect(sorted[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(
          sorted[i - 1]!.endsAt.getTime(),
        );
      }
    }
  });

  it('dates every booking consistently in IST, in the trainer’s hours, at the trainer’s price', () => {
    const byId = new Map(trainers.map((row) => [row.id, row]));
    for (const row of bookings) {
      const owner = byId.get(row.trainerId)!;
      expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(3_600_000);
      expect(row.sessionDate).toBe(istDate(row.startsAt));
      expect(row.timeSlot).toBe(slotLabel(istHour(row.startsAt)));
      expect(owner.availableTimes).toContain(row.timeSlot);
      expect(owner.workingDays).toContain(istWeekday(row.sessionDate));
      expect(owner.services[row.service].enabled).toBe(true);
      // A session booked with a pack credit costs the pack's per-session price.
      const pack = row.packId ? packs.find((candidate) => candidate.id === row.packId) : undefined;
      expect(row.pricePaise).toBe(
        pack?.sessionPricePaise ?? owner.services[row.service].pricePaise,
      );
      expect(row.totalPaise).toBe(row.pricePaise + row.platformFeePaise + row.gstPaise);
      expect(row.location === 'online').toBe(row.service === 'online');
      if (row.location === 'gym') expect(owner.trainsAtGym).toBe(true);
      if (row.location === 'home') expect(owner.trainsAtClientHome).toBe(true);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (row.status === 'completed') {
        expect(row.startsAt.getTime()).toBeLessThan(NOW.getTime());
        for (const confirmed of [row.clientConfirmedAt, row.trainerConfirmedAt]) {
          expect(confirmed!.getTime()).toBeGreaterThan(row.startsAt.getTime());
          expect(confirmed!.getTime()).toBeLessThanOrEqual(NOW.getTime());
        }
      } else if (row.status === 'cancelled') {
        // Cancelled by the client at least 24 hours ahead: a refunded cancellation.
        expect(row.cancelledBy).toBe('client');
        expect(row.cancelledAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
        expect(row.startsAt.getTime() - row.cancelledAt!.getTime()).toBeGreaterThan(86_400_000);
      } else if (awaitingAttendance([row], NOW).length === 0) {
        expect(row.status).toBe('confirmed');
        expect(row.startsAt.getTime()).toBeGreaterThan(NOW.getTime());
      } else {
        // The one session awaiting attendance (checked below): over, and confirmed by neither.
        expect(row.endsAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
        expect([row.clientConfirmedAt, row.trainerConfirmedAt]).toEqual([null, null]);
      }
      if (row.service === 'online') {
        expect(row.meetingProvider).toBe('jitsi');
        expect(row.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/Kasrat-[0-9a-f]{24}$/);
      }
    }
  });

  it('attaches each review to a completed booking of that client, once, after the session', () => {
    const byId = new Map(bookings.map((row) => [row.id, row]));
    expect(new Set(reviews.map((row) => row.bookingId)).size).toBe(reviews.length);
    for (const row of reviews) {
      const reviewed = byId.get(row.bookingId)!;
      expect(reviewed.status).toBe('completed');
      expect(row.clientId).toBe(reviewed.clientId);
      expect(row.trainerId).toBe(reviewed.trainerId);
      expect(row.createdAt.getTime()).toBeGreaterThan(reviewed.startsAt.getTime());
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(row.comment!.length).toBeGreaterThan(10);
      expect(row.comment!.length).toBeLessThanOrEqual(200);
      if (row.review !== null) expect(row.review.length).toBeLessThanOrEqual(1000);
    }
  });

  it('keeps each trainer’s rating equal to the true aggregate of its reviews', async () => {
    const aggregates = await ctx.database.db
      .select({
        trainerId: review.trainerId,
        sum: sql<number>`sum(${review.rating})::int`,
        count: count(),
      })
      .from(review)
      .groupBy(review.trainerId);
    const byTrainer = new Map(aggregates.map((row) => [row.trainerId, row]));
    for (const row of trainers) {
      const aggregate = byTrainer.get(row.id);
      expect(row.ratingSum).toBe(aggregate?.sum ?? 0);
      expect(row.reviewCount).toBe(aggregate?.count ?? 0);
    }
    const unrated = trainers.filter((row) => row.reviewCount === 0);
    expect(unrated.length).toBeGreaterThanOrEqual(10);
    expect(unrated.length).toBeLessThan(trainers.length / 3);
  });

  it('has a realistic spread of ratings: mostly 4 and 5, some 3, a few low', () => {
    const share = (stars: number[]) =>
      reviews.filter((row) => stars.includes(row.rating)).length / reviews.length;
    expect(share([4, 5])).toBeGreaterThan(0.75);
    expect(share([3])).toBeGreaterThan(0.03);
    expect(share([1, 2])).toBeGreaterThan(0);
    expect(share([1, 2])).toBeLessThan(0.06);
    expect(reviews.filter((row) => row.review !== null).length).toBeGreaterThan(50);
  });
});

describe('demo accounts', () => {
  it('marks every seeded user as demo data', () => {
    expect(users.every((row) => row.isDemo)).toBe(true);
    const credentials = users.filter((row) =>
      (Object.values(DEMO_ACCOUNTS) as string[]).includes(row.email),
    );
    expect(credentials).toHaveLength(3);
  });

  it('lets the demo client sign in and shows past and upcoming sessions', async () => {
    const client = await signIn(DEMO_ACCOUNTS.client);
    expect(client.userType).toBe('user');
    const own = bookings.filter((row) => row.clientId === client.id);
    const reviewed = new Set(reviews.map((row) => row.bookingId));
    const past = own.filter((row) => row.status === 'completed');
    const upcoming = own.filter((row) => row.status === 'confirmed');
    expect(past.filter((row) => reviewed.has(row.id)).length).toBeGreaterThanOrEqual(2);
    expect(past.filter((row) => !reviewed.has(row.id))).toHaveLength(1);
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    // A weekly repeat's later weeks lie weeks ahead by design; its first is as near as the rest.
    const series = upcoming.filter((row) => row.seriesId !== null);
    const seriesFirst = series.toSorted((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
    for (const row of [...upcoming.filter((row) => row.seriesId === null), seriesFirst!]) {
      expect(row.startsAt.getTime() - NOW.getTime()).toBeLessThan(8 * 86_400_000);
    }
    // The weekly repeat (docs/product/booking.md#weekly-repeat): four sessions, seven days apart.
    expect(new Set(series.map((row) => row.seriesId)).size).toBe(1);
    expect(
      series
        .map((row) => row.startsAt.getTime() - seriesFirst!.startsAt.getTime())
        .sort((a, b) => a - b),
    ).toEqual([0, 7, 14, 21].map((days) => days * 86_400_000));
    const online = upcoming.filter((row) => row.service === 'online');
    expect(online).toHaveLength(1);
    expect(online[0]!.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/Kasrat-[0-9a-f]{24}$/);
  });

  it('greets the demo client and trainer with conversations and unread messages', async () => {
    const client = await signIn(DEMO_ACCOUNTS.client);
    const trainerAccount = await signIn(DEMO_ACCOUNTS.trainer);
    const unreadTo = async (id: string) =>
      (
        await ctx.database.db
          .select({ n: count() })
          .from(chatMessage)
          .where(and(eq(chatMessage.recipientId, id), isNull(chatMessage.readAt)))
      )[0]!.n;
    expect(await unreadTo(client.id)).toBe(3);
    expect(await unreadTo(trainerAccount.id)).toBeGreaterThanOrEqual(1);
    const chats = await ctx.database.db.select().from(chat);
    expect(chats.length).toBeGreaterThanOrEqual(2);
    const own = chats.find((row) => row.id === chatIdOf(client.id, trainerAccount.id))!;
    expect(own.messageCount).toBe(12);
    expect(own.lastMessageAt!.getTime()).toBeLessThan(NOW.getTime());
  });

  it('lets the demo trainer sign in: approved in Mumbai with bookings and reviews', async () => {
    const profile = await signIn(DEMO_ACCOUNTS.trainer);
    expect(profile.userType).toBe('trainer');
    const own = trainers.find((row) => row.email === DEMO_ACCOUNTS.trainer)!;
    expect(own.userId).toBe(profile.id);
    expect(own).toMatchObject({ status: 'approved', published: true, city: 'Mumbai' });
    const ownBookings = bookings.filter((row) => row.trainerId === own.id);
    expect(ownBookings.filter((row) => row.status === 'completed').length).toBeGreaterThan(10);
    expect(ownBookings.filter((row) => row.status === 'confirmed').length).toBeGreaterThanOrEqual(
      3,
    );
    expect(own.reviewCount).toBeGreaterThan(5);
    const ownReviews = new Set(
      reviews.filter((row) => row.trainerId === own.id).map((row) => row.bookingId),
    );
    for (const id of own.selectedFeedback) expect(ownReviews.has(id)).toBe(true);
  });

  it('shows the demo client and trainer each Confirm attendance on their shared session', async () => {
    const client = await signIn(DEMO_ACCOUNTS.client);
    const trainerAccount = await signIn(DEMO_ACCOUNTS.trainer);
    const own = await ctx.request({ method: 'GET', url: '/api/bookings', token: client.token });
    const owed = (rows: { id: string; actions: { canConfirmAttendance: boolean } }[]) =>
      rows.filter((row) => row.actions.canConfirmAttendance).map((row) => row.id);
    const [awaiting, ...others] = awaitingAttendance(bookings, NOW);
    expect(others).toEqual([]);
    expect(owed(own.json().data)).toEqual([awaiting!.id]);
    const history = await ctx.request({
      method: 'GET',
      url: '/api/trainer/sessions/history',
      token: trainerAccount.token,
    });
    expect(owed(history.json().data.sessions)).toEqual([awaiting!.id]);
  });

  it('lets the demo admin sign in as an admin', async () => {
    const profile = await signIn(DEMO_ACCOUNTS.admin);
    expect(profile.userType).toBe('admin');
  });

  it('refuses a wrong password for a demo account', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: DEMO_ACCOUNTS.client, password: 'not-the-demo-password' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a second start', () => {
  it('returns false and changes nothing', async () => {
    const db = ctx.database.db;
    const snapshot = async () =>
      Promise.all(
        [user, account, trainer, booking, review].map(async (table) => {
          const [row] = await db.select({ rows: count() }).from(table);
          return row!.rows;
        }),
      );
    const before = await snapshot();
    const [ratingBefore] = await db
      .select({ sum: sql<number>`sum(${trainer.ratingSum})::int` })
      .from(trainer);
    ctx.clock.set('2026-03-09T04:30:00.000Z');
    expect(await seedDemoData(db, { now: ctx.clock.now(), log: ctx.app.log, kyc })).toBe(false);
    expect(await snapshot()).toEqual(before);
    const [ratingAfter] = await db
      .select({ sum: sql<number>`sum(${trainer.ratingSum})::int` })
      .from(trainer);
    expect(ratingAfter).toEqual(ratingBefore);
    const [demoClient] = await db.select().from(user).where(eq(user.email, DEMO_ACCOUNTS.client));
    expect(demoClient!.id).toBe(users.find((row) => row.email === DEMO_ACCOUNTS.client)!.id);
  });
});

describe('buildDemoData', () => {
  it('builds the same marketplace on every machine for the same instant', () => {
    const build = () => {
      const ids = counter('id');
      const rooms = counter('Kasrat-room');
      return buildDemoData({ now: NOW, newId: ids, newMeetingRoom: rooms });
    };
    expect(build()).toEqual(build());
  });

  it('dates everything relative to the instant it is given', () => {
    const later = new Date(NOW.getTime() + 30 * 86_400_000);
    const data = buildDemoData({
      now: later,
      newId: () => crypto.randomUUID(),
      newMeetingRoom: () => 'Kasrat-room',
    });
    const awaiting = new Set(awaitingAttendance(data.bookings, later));
    expect(awaiting.size).toBe(1);
    for (const row of data.bookings) {
      const past = row.status === 'completed' || awaiting.has(row);
      expect(row.startsAt.getTime() < later.getTime()).toBe(past);
    }
  });

  // 03:00 IST on a Monday (the demo trainer rests on Sunday) and 23:30 IST on that Sunday: no
  // slot has ended yet today, or every slot has.
  for (const instant of ['2026-03-09T03:00:00+05:30', '2026-03-08T23:30:00+05:30']) {
    it(`leaves the demo client and trainer a session to confirm, first started at ${instant}`, () => {
      const now = new Date(instant);
      const data = buildDemoData({ now, newId: counter('id'), newMeetingRoom: counter('room') });
      const idOf = (email: string) => data.users.find((row) => row.email === email)!.id;
      const demoTrainer = data.trainers.find((row) => row.userId === idOf(DEMO_ACCOUNTS.trainer))!;
      const [awaiting, ...others] = awaitingAttendance(data.bookings, now);
      expect(others).toEqual([]);
      expect(awaiting).toMatchObject({
        clientId: idOf(DEMO_ACCOUNTS.client),
        trainerId: demoTrainer.id,
        clientConfirmedAt: null,
        trainerConfirmedAt: null,
      });
      expect(awaiting!.endsAt.getTime()).toBeLessThanOrEqual(now.getTime());
      // the latest slot to have ended: within the last two days, the Sunday skipped
      expect(now.getTime() - awaiting!.startsAt.getTime()).toBeLessThan(2 * 86_400_000);
      expect(demoTrainer.workingDays).toContain(istWeekday(awaiting!.sessionDate));
    });
  }
});
