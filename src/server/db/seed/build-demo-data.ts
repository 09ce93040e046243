import {
  CITIES,
  type City,
  DEFAULT_AVAILABLE_HOURS,
  DEFAULT_SERVICE_PRICE_RUPEES,
  type ServiceKey,
  type Specialization,
  WEEKDAYS,
  type Weekday,
} from '#shared/catalog.ts';
import { addIstDays, istDate, istInstant, istWeekday, slotLabel } from '#shared/ist.ts';
import { rupeesToPaise } from '#shared/money.ts';
import { packPriceForDiscount } from '#shared/packs.ts';
import { present } from '#shared/present.ts';
import type { booking, review, TrainerServices, trainer, user } from '../schema';
import { type ConsentRow, demoConsents } from './demo-consents';
import {
  listingUrl,
  PORTRAIT_LOOKS,
  type PortraitLook,
  type PortraitSetting,
  portraitUrl,
  SCENE_VARIANTS,
  type SceneName,
  sceneUrl,
} from './demo-images';
import { demoPacks, type PackRow } from './demo-packs';
import { demoWeeklyRepeatSlots } from './demo-weekly-repeat';
import { NAMES } from './names';
import { CITY_PLACES, type Locality, type Region } from './places';
import { createRandom, type Random } from './random';
import { detailedReview, reviewComment } from './review-texts';
import {
  CLIENT_FOCUS,
  GENERIC_CERTIFICATIONS,
  HEADLINES,
  HOME_LANGUAGES,
  PHILOSOPHIES,
  SPECIALTIES,
} from './specialties';

export type UserRow = typeof user.$inferInsert;
/** The demo trainer's session packs (docs/product/packs.md#offers): about 6 % and 11 % off. */
const DEMO_PERSONAL_PACKS = [
  { sessions: 5, pricePaise: rupeesToPaise(8500), validityDays: 60 },
  { sessions: 10, pricePaise: rupeesToPaise(16_000), validityDays: 120 },
];
const DEMO_ONLINE_PACKS = [{ sessions: 5, pricePaise: rupeesToPaise(5500), validityDays: 45 }];

export type TrainerRow = typeof trainer.$inferInsert & { id: string; services: TrainerServices };
export type BookingRow = typeof booking.$inferInsert & { id: string };
export type ReviewRow = typeof review.$inferInsert;

export const DEMO_PASSWORD = 'KasratDemo#2026';
export const DEMO_ACCOUNTS = {
  client: 'client@kasrat.test',
  trainer: 'trainer@kasrat.test',
  admin: 'admin@kasrat.test',
} as const;

export interface DemoData {
  users: UserRow[];
  /** Users who sign in with the demo password. */
  passwordUserIds: string[];
  trainers: TrainerRow[];
  bookings: BookingRow[];
  reviews: ReviewRow[];
  /** The demo client's session packs; their sessions are among `bookings` (pack_id). */
  packs: PackRow[];
  /** The demo accounts' consents (docs/product/privacy.md#consent). */
  consents: ConsentRow[];
}

export interface BuildOptions {
  now: Date;
  newId: () => string;
  /** An unguessable meeting room name; not from the seeded source, so nobody can predict it. */
  newMeetingRoom: () => string;
}

const SEED = 20_260_301;
const IN_PERSON_PER_CITY = 21;
const ONLINE_ONLY = 24;
const CLIENTS_PER_CITY = 4;
const PAST_DAYS = 70;
const HOUR_MS = 3_600_000;

const IN_PERSON_FOCUS: readonly (readonly [Specialization, number])[] = [
  ['Weight Training', 14],
  ['Yoga & Pilates', 14],
  ['Strength Training', 10],
  ['Functional Training', 8],
  ['HIIT', 7],
  ['CrossFit', 6],
  ['Cardio', 6],
  ['Bodybuilding', 6],
  ['Dance Fitness', 6],
  ['Martial Arts', 5],
  ['Running', 5],
  ['Core Training', 5],
  ['Nutrition & Diet', 4],
  ['Sports Training', 4],
  ['Rehabilitation', 4],
  ['Swimming', 3],
  ['Cycling', 3],
  ['Flexibility Training', 3],
];

const ONLINE_FOCUS: readonly (readonly [Specialization, number])[] = [
  ['Yoga & Pilates', 10],
  ['Nutrition & Diet', 8],
  ['HIIT', 6],
  ['Core Training', 5],
  ['Dance Fitness', 5],
  ['Flexibility Training', 4],
  ['Running', 3],
  ['Weight Training', 3],
  ['Functional Training', 3],
  ['Rehabilitation', 2],
];

const FEMALE_LEANING = new Set<Specialization>([
  'Yoga & Pilates',
  'Dance Fitness',
  'Flexibility Training',
  'Nutrition & Diet',
  'Core Training',
]);

/** The portrait backdrop that fits a specialty's first hero scene. */
const PORTRAIT_SETTING: Record<SceneName, PortraitSetting> = {
  gym: 'gym',
  functional: 'gym',
  boxing: 'gym',
  rooftop: 'studio',
  online: 'studio',
  yoga: 'yoga',
  park: 'park',
  cycling: 'park',
  seafront: 'seafront',
  pool: 'seafront',
};
/** Given names only Sikh families use; a Sikh man's portrait shows his turban. */
const SIKH_GIVEN_NAMES = new Set(['Harpreet', 'Gurpreet', 'Jaskaran', 'Manpreet']);

const GYM_PREFIXES = [
  'Iron',
  'Pulse',
  'Prana',
  'Urban',
  'Forge',
  'Elevate',
  'Tatva',
  'Shakti',
  'Stride',
  'Peak',
  'Momentum',
  'Kinetic',
];
const BUILDINGS = [
  'Sai Krupa Complex',
  'Silver Oak Building',
  'Lotus Plaza',
  'Sunrise Arcade',
  'Shanti Niketan',
  'Green Park Towers',
  'Orchid Heights',
  'Nilgiri Apartments',
  'Ganga Residency',
  'Crystal Court',
];
const UNITS = [
  'Ground Floor',
  '1st Floor',
  '2nd Floor',
  'Shop 4',
  'Unit 12',
  'Plot 27',
  'Basement',
];
const MEMBERSHIP_TERMS = [
  'Non-members pay a ₹300 day pass at the front desk.',
  'Monthly membership ₹2,500; clients of mine get 20% off.',
  'A gym membership is needed; quarterly plans start at ₹6,000.',
];
const NO_MEMBERSHIP_TERMS = [
  'No membership needed: gym access is included in the session fee.',
  'Guest entry is included for my clients.',
];
const PHONE_PREFIXES = ['98', '97', '99', '96', '93', '88', '87', '80', '79', '70', '63'];
const EXTRA_HOURS = [10, 11, 12, 15, 16, 21];

interface Person {
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  region: Region;
}

interface TrainerPreset {
  person: Person;
  email: string;
  locality: Locality;
  title: string;
  specializations: Specialization[];
  experience: number;
  happyClients: number;
  services: TrainerServices;
  gym: { name: string; address: string };
  hours: number[];
  workingDays: Weekday[];
}

interface DraftTrainer {
  row: TrainerRow;
  firstName: string;
  hours: number[];
  workingDays: Weekday[];
  cityName: string;
  /** How reviews of this trainer tend to go. */
  reviewMix: ReviewMix;
}

interface Client {
  id: string;
  cityName: string;
  address: string;
}

type Rating = 1 | 2 | 3 | 4 | 5;
type ReviewMix = readonly (readonly [Rating, number])[];

const REVIEW_MIXES: Record<'excellent' | 'good' | 'mixed', ReviewMix> = {
  excellent: [
    [5, 75],
    [4, 20],
    [3, 5],
  ],
  good: [
    [5, 45],
    [4, 40],
    [3, 12],
    [2, 3],
  ],
  mixed: [
    [5, 25],
    [4, 35],
    [3, 25],
    [2, 10],
    [1, 5],
  ],
};

/**
 * Builds the whole demo marketplace as rows, relative to `now`. Content comes from a seeded
 * source, so every machine gets the same trainers, bookings and reviews.
 */
export function buildDemoData({ now, newId, newMeetingRoom }: BuildOptions): DemoData {
  const random = createRandom(SEED);
  const today = istDate(now);
  const users: UserRow[] = [];
  const trainers: DraftTrainer[] = [];
  const bookings: BookingRow[] = [];
  const reviews: ReviewRow[] = [];
  const usedEmails = new Set<string>();
  const busy = new Set<string>();

  const daysAgo = (days: number, hours = 0) =>
    new Date(now.getTime() - days * 24 * HOUR_MS - hours * HOUR_MS);
  const uniqueEmail = (first: string, last: string, domain: string) => {
    const base = `${slug(first)}.${slug(last)}`;
    let email = `${base}@${domain}`;
    for (let n = 2; usedEmails.has(email); n += 1) email = `${base}${n}@${domain}`;
    usedEmails.add(email);
    return email;
  };
  // Two demo people with the same full name would look like a duplicated record.
  const usedNames = new Set(['Neha Kulkarni', 'Arjun Mehta', 'Farah Siddiqui']);
  const newPerson = (regions: readonly Region[], gender: 'male' | 'female') => {
    let person = pickPerson(random, regions, gender);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      if (!usedNames.has(`${person.firstName} ${person.lastName}`)) break;
      person = pickPerson(random, regions, gender);
    }
    usedNames.add(`${person.firstName} ${person.lastName}`);
    return person;
  };
  // No two trainers of a city share a face: each city hands out each portrait once.
  const portraitsTaken = new Map<string, Set<string>>();
  const pickPortrait = (
    cityName: string,
    person: Person,
    setting: PortraitSetting,
    fit: boolean,
  ) => {
    const taken = portraitsTaken.get(cityName) ?? new Set<string>();
    portraitsTaken.set(cityName, taken);
    const headwear = headwearFor(person);
    const free = PORTRAIT_LOOKS.filter(
      (look) =>
        look.gender === person.gender &&
        !taken.has(look.id) &&
        (look.headwear === 'none' || look.headwear === headwear),
    );
    const turbans = headwear === 'turban' ? free.filter((look) => look.headwear === 'turban') : [];
    const pool = turbans.length > 0 ? turbans : free;
    const fitting = pool.filter((look) => look.setting === setting);
    const look = random.pick(fit && fitting.length > 0 ? fitting : pool);
    taken.add(look.id);
    return look;
  };
  const phone = () =>
    `+91 ${random.pick(PHONE_PREFIXES)}${random.int(100, 999)} ${random.int(10000, 99999)}`;

  // Clients first: trainers' bookings draw on them.
  const clients: Client[] = [];
  const clientsByCity = new Map<string, Client[]>();
  const addClient = (
    id: string,
    city: City,
    person: Person,
    email: string,
    extra: Partial<UserRow> = {},
  ) => {
    const places = present(CITY_PLACES[city.slug], `the places of ${city.slug}`);
    const locality = random.pick(places.localities);
    const client: Client = {
      id,
      cityName: city.name,
      address: `Flat ${random.int(1, 14)}0${random.int(1, 4)}, ${random.pick(BUILDINGS)}, ${random.pick(places.streets)}, ${locality.name}, ${city.name} ${locality.pin}`,
    };
    const joined = daysAgo(random.int(120, 600));
    users.push({
      id,
      name: `${person.firstName} ${person.lastName}`,
      email,
      emailVerified: true,
      firstName: person.firstName,
      lastName: person.lastName,
      role: 'user',
      phone: phone(),
      city: city.name,
      gender: person.gender,
      dateOfBirth: `${Number(today.slice(0, 4)) - random.int(22, 58)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      isDemo: true,
      createdAt: joined,
      updatedAt: joined,
      ...extra,
    });
    clients.push(client);
    const list = clientsByCity.get(city.name) ?? [];
    list.push(client);
    clientsByCity.set(city.name, list);
    return client;
  };

  const demoClient = addClient(
    newId(),
    present(CITIES[0], 'the first city'),
    { firstName: 'Neha', lastName: 'Kulkarni', gender: 'female', region: 'marathi' },
    DEMO_ACCOUNTS.client,
  );
  for (const city of CITIES) {
    for (let i = 0; i < CLIENTS_PER_CITY; i += 1) {
      const person = newPerson(
        present(CITY_PLACES[city.slug], `the places of ${city.slug}`).regions,
        random.chance(0.5) ? 'female' : 'male',
      );
      addClient(
        newId(),
        city,
        person,
        uniqueEmail(person.firstName, person.lastName, 'clients.kasrat.test'),
      );
    }
  }

  const addTrainer = (
    city: City,
    focus: Specialization,
    onlineOnly: boolean,
    preset?: TrainerPreset,
  ): DraftTrainer => {
    const places = present(CITY_PLACES[city.slug], `the places of ${city.slug}`);
    const specialty = SPECIALTIES[focus];
    const gender =
      preset?.person.gender ??
      (random.chance(FEMALE_LEANING.has(focus) ? 0.7 : 0.3) ? 'female' : 'male');
    const person = preset?.person ?? newPerson(places.regions, gender);
    const userId = newId();
    const id = newId();
    const email =
      preset?.email ?? uniqueEmail(person.firstName, person.lastName, 'trainers.kasrat.test');
    const locality = preset?.locality ?? random.pick(places.localities);
    const [latitude, longitude] = jitter(random, locality, 1.2);

    const specializations = preset?.specializations ?? [
      focus,
      ...random.sample(
        specialty.related,
        random.weighted([
          [0, 2],
          [1, 4],
          [2, 4],
          [3, 2],
        ]),
      ),
    ];
    const experience =
      preset?.experience ??
      random.weighted([
        [random.int(1, 3), 3],
        [random.int(4, 8), 5],
        [random.int(9, 15), 3],
        [random.int(16, 25), 1],
      ]);
    const happyClients =
      preset?.happyClients ??
      Math.min(10_000, Math.max(10, roundTo(experience * random.int(12, 35), 5)));

    // Presets always get a backdrop that fits; the draw still happens, so the data after it stays put.
    const fitSetting = random.chance(0.75) || preset !== undefined;
    const look = pickPortrait(
      city.name,
      person,
      PORTRAIT_SETTING[present(specialty.scenes[0], 'a first scene')],
      fitSetting,
    );
    const portrait = portraitUrl(look);
    const firstScene: SceneName = onlineOnly ? 'online' : random.pick(specialty.scenes);
    const secondScenes = specialty.scenes.filter((scene) => scene !== firstScene);
    const heroImage1 = sceneUrl(firstScene, random.pick(SCENE_VARIANTS));
    const heroImage2 =
      secondScenes.length > 0
        ? sceneUrl(random.pick(secondScenes), random.pick(SCENE_VARIANTS))
        : sceneUrl(firstScene, heroImage1.endsWith('-a.webp') ? 'b' : 'a');

    const personalRupees = clamp(
      roundTo(800 + experience * 60 + random.int(-200, 500), 50),
      800,
      3000,
    );
    const groupEnabled =
      !onlineOnly && random.chance(focus === 'Dance Fitness' || focus === 'HIIT' ? 0.8 : 0.45);
    const personalEnabled = !onlineOnly && (!groupEnabled || random.chance(0.85));
    const services: TrainerServices = preset?.services ?? {
      personal: {
        enabled: personalEnabled,
        pricePaise: rupeesToPaise(
          personalEnabled ? personalRupees : DEFAULT_SERVICE_PRICE_RUPEES.personal,
        ),
      },
      group: {
        enabled: groupEnabled,
        pricePaise: rupeesToPaise(
          groupEnabled
            ? clamp(roundTo(personalRupees * 0.45 + random.int(-100, 150), 50), 400, 1200)
            : DEFAULT_SERVICE_PRICE_RUPEES.group,
        ),
      },
      online: { enabled: false, pricePaise: rupeesToPaise(DEFAULT_SERVICE_PRICE_RUPEES.online) },
    };
    if (!preset?.services && (onlineOnly || random.chance(0.35))) {
      services.online = {
        enabled: true,
        pricePaise: rupeesToPaise(
          clamp(roundTo(personalRupees * 0.7 + random.int(-150, 200), 50), 500, 2000),
        ),
      };
    }

    const trainsAtGym =
      preset?.gym !== undefined || (!onlineOnly && (focus === 'Swimming' || random.chance(0.85)));
    const trainsAtClientHome =
      !onlineOnly && focus !== 'Swimming' && (!trainsAtGym || random.chance(preset ? 1 : 0.45));
    const membershipRequired = trainsAtGym && !preset?.gym && random.chance(0.4);
    const gymName = trainsAtGym
      ? (preset?.gym?.name ??
        `${random.chance(0.35) ? locality.name : random.pick(GYM_PREFIXES)} ${random.pick(specialty.gymKinds)}`)
      : null;

    const hours = preset?.hours ?? availableHours(random, onlineOnly);
    const workingDays = preset?.workingDays ?? workingDaysFor(random);
    const createdAt = daysAgo(random.int(PAST_DAYS + 20, 700));
    const approvedAt = new Date(createdAt.getTime() + random.int(1, 5) * 24 * HOUR_MS);
    const instagramHandle = `@${slug(person.firstName)}${random.pick(['.fit', '_trains', '.coach', 'fitness', '.moves'])}`;

    const draftBio = bio(random, {
      focus,
      secondary: specializations[1],
      city: city.name,
      citySlug: city.slug,
      locality: locality.name,
      experience,
      happyClients,
      region: person.region,
      onlineOnly,
    });

    const row: TrainerRow = {
      id,
      userId,
      status: 'approved',
      published: true,
      approvedAt,
      name: `${person.firstName} ${person.lastName}`,
      title: preset?.title ?? random.pick(specialty.titles),
      heroHeadlineLine1: '',
      heroHeadlineLine2: '',
      heroDescription: onlineOnly
        ? `Live one-to-one video sessions wherever you are, with a ${focus.toLowerCase()} plan that adapts every week.`
        : random.chance(0.5)
          ? `${specializations.slice(0, 2).join(' and ')} coaching in ${locality.name}, ${city.name}. Sessions built around your schedule, your body and your goals.`
          : `${experience} ${experience === 1 ? 'year' : 'years'} of helping people in ${city.name} get fitter, stronger and more confident. Let us start from where you are today.`,
      bio: draftBio,
      city: city.name,
      latitude,
      longitude,
      experience,
      happyClients,
      specializations,
      certifications: certificationsFor(random, focus, specializations[1]),
      achievements: achievementsFor(random, focus, specializations[1], experience, happyClients),
      heroImage1,
      heroImage2,
      profileImage: portrait,
      listingImage: listingUrl(look),
      services,
      phone: phone(),
      email,
      website: null,
      instagram: random.chance(0.5) ? instagramHandle : null,
      youtube: random.chance(0.15)
        ? `https://www.youtube.com/@${slug(person.firstName)}${slug(person.lastName)}fitness`
        : null,
      availableTimes: hours.map(slotLabel),
      trainsAtGym,
      trainsAtClientHome,
      gymName,
      gymAddress: trainsAtGym
        ? (preset?.gym?.address ??
          `${random.pick(UNITS)}, ${random.pick(BUILDINGS)}, ${random.pick(places.streets)}, ${locality.name}, ${city.name} ${locality.pin}`)
        : null,
      gymLatitude: trainsAtGym ? latitude : null,
      gymLongitude: trainsAtGym ? longitude : null,
      gymMembershipRequired: membershipRequired,
      gymMembershipDetails: trainsAtGym
        ? random.pick(membershipRequired ? MEMBERSHIP_TERMS : NO_MEMBERSHIP_TERMS)
        : null,
      workingDays,
      blockedDays: [],
      blockedDates: [],
      selectedFeedback: [],
      ratingSum: 0,
      reviewCount: 0,
      createdAt,
      updatedAt: approvedAt,
    };
    const [line1, line2] = random.pick(HEADLINES);
    row.heroHeadlineLine1 = line1;
    row.heroHeadlineLine2 = line2;

    users.push({
      id: userId,
      name: present(row.name, 'a demo user name'),
      email,
      emailVerified: true,
      firstName: person.firstName,
      lastName: person.lastName,
      role: 'trainer',
      phone: row.phone,
      city: city.name,
      gender: person.gender,
      profileImageUrl: portrait,
      isDemo: true,
      createdAt,
      updatedAt: approvedAt,
    });
    const draft: DraftTrainer = {
      row,
      firstName: person.firstName,
      hours,
      workingDays,
      cityName: city.name,
      reviewMix: random.weighted([
        [REVIEW_MIXES.excellent, 5],
        [REVIEW_MIXES.good, 4],
        [REVIEW_MIXES.mixed, 2],
      ]),
    };
    trainers.push(draft);
    return draft;
  };

  const mumbai = present(CITIES[0], 'the first city');
  // The demo trainer offers every service and both training places, so each screen has content.
  const demoTrainer = addTrainer(mumbai, 'Strength Training', false, {
    person: { firstName: 'Arjun', lastName: 'Mehta', gender: 'male', region: 'gujarati' },
    email: DEMO_ACCOUNTS.trainer,
    locality: present(CITY_PLACES.mumbai?.localities[0], 'a Mumbai locality'),
    title: 'Strength & Conditioning Coach',
    specializations: [
      'Strength Training',
      'Functional Training',
      'Weight Training',
      'Core Training',
    ],
    experience: 9,
    happyClients: 240,
    services: {
      personal: { enabled: true, pricePaise: rupeesToPaise(1800), packs: DEMO_PERSONAL_PACKS },
      group: { enabled: true, pricePaise: rupeesToPaise(700) },
      online: { enabled: true, pricePaise: rupeesToPaise(1200), packs: DEMO_ONLINE_PACKS },
    },
    gym: {
      name: 'Bandra Strength Club',
      address: '1st Floor, Silver Oak Building, Hill Road, Bandra West, Mumbai 400050',
    },
    hours: [...DEFAULT_AVAILABLE_HOURS],
    workingDays: WEEKDAYS.filter((day) => day !== 'sunday'),
  });
  demoTrainer.reviewMix = REVIEW_MIXES.excellent;

  for (const city of CITIES) {
    for (let i = 0; i < IN_PERSON_PER_CITY; i += 1)
      addTrainer(city, random.weighted(IN_PERSON_FOCUS), false);
  }
  for (let i = 0; i < ONLINE_ONLY; i += 1) {
    addTrainer(present(CITIES[i % CITIES.length], 'a city'), random.weighted(ONLINE_FOCUS), true);
  }

  // Bookings. A slot is taken once per trainer and once per client, like the real rules.
  const isFree = (draft: DraftTrainer, client: Client, date: string, hour: number) =>
    !busy.has(`${draft.row.id}|${date}|${hour}`) && !busy.has(`${client.id}|${date}|${hour}`);

  const enabledServices = (draft: DraftTrainer) =>
    (Object.keys(draft.row.services) as ServiceKey[]).filter(
      (key) => draft.row.services[key].enabled,
    );

  const addBooking = (
    draft: DraftTrainer,
    client: Client,
    date: string,
    hour: number,
    service: ServiceKey,
    kind: 'completed' | 'confirmed' | 'cancelled',
  ): BookingRow => {
    busy.add(`${draft.row.id}|${date}|${hour}`);
    busy.add(`${client.id}|${date}|${hour}`);
    const startsAt = istInstant(date, hour);
    const endsAt = new Date(startsAt.getTime() + HOUR_MS);
    const location =
      service === 'online'
        ? 'online'
        : draft.row.trainsAtGym && (!draft.row.trainsAtClientHome || random.chance(0.7))
          ? 'gym'
          : 'home';
    const pricePaise = draft.row.services[service].pricePaise;
    const createdAt = new Date(
      Math.min(now.getTime(), startsAt.getTime()) - random.int(20, 140) * HOUR_MS,
    );
    const confirmedAt = (from: Date, minHours: number, maxHours: number) =>
      new Date(
        Math.min(now.getTime(), from.getTime() + random.int(minHours * 60, maxHours * 60) * 60_000),
      );
    const clientConfirmedAt = kind === 'completed' ? confirmedAt(endsAt, 0, 6) : null;
    const trainerConfirmedAt = kind === 'completed' ? confirmedAt(endsAt, 0, 10) : null;
    const room = service === 'online' && kind !== 'cancelled' ? newMeetingRoom() : null;
    // Cancelled by the client two hours after booking, days ahead: refunded in full.
    const cancelledAt = kind === 'cancelled' ? new Date(createdAt.getTime() + 2 * HOUR_MS) : null;
    const row: BookingRow = {
      id: newId(),
      clientId: client.id,
      trainerId: draft.row.id,
      service,
      location,
      address:
        location === 'gym' ? draft.row.gymAddress : location === 'home' ? client.address : null,
      sessionDate: date,
      timeSlot: slotLabel(hour),
      startsAt,
      endsAt,
      status: kind,
      pricePaise,
      platformFeePaise: 0,
      gstPaise: 0,
      totalPaise: pricePaise,
      clientConfirmedAt,
      trainerConfirmedAt,
      cancelledAt,
      cancelledBy: cancelledAt ? 'client' : null,
      meetingProvider: room ? 'jitsi' : null,
      meetingId: room,
      meetingUrl: room ? `https://meet.jit.si/${room}` : null,
      createdAt,
      updatedAt: new Date(
        Math.max(
          createdAt.getTime(),
          clientConfirmedAt?.getTime() ?? 0,
          trainerConfirmedAt?.getTime() ?? 0,
          cancelledAt?.getTime() ?? 0,
        ),
      ),
    };
    bookings.push(row);
    return row;
  };

  /** A free (date, hour) on one of the trainer's working days, `from`..`to` days from today. */
  const findSlot = (draft: DraftTrainer, client: Client, from: number, to: number) => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const date = addIstDays(today, random.int(from, to));
      if (!draft.workingDays.includes(istWeekday(date))) continue;
      const hour = random.pick(draft.hours);
      if (isFree(draft, client, date, hour)) return { date, hour };
    }
    return undefined;
  };

  /** The trainer's earliest free slot starting 3 to 24 hours after `now`. */
  const nextDaySlot = (draft: DraftTrainer, client: Client) => {
    for (const date of [today, addIstDays(today, 1)]) {
      if (!draft.workingDays.includes(istWeekday(date))) continue;
      for (const hour of draft.hours.toSorted((a, b) => a - b)) {
        const lead = istInstant(date, hour).getTime() - now.getTime();
        if (lead >= 3 * HOUR_MS && lead <= 24 * HOUR_MS && isFree(draft, client, date, hour)) {
          return { date, hour };
        }
      }
    }
    return undefined;
  };

  /** The trainer's latest free slot of the past week whose hour has ended by `now`. */
  const latestEndedSlot = (draft: DraftTrainer, client: Client) => {
    const hours = draft.hours.toSorted((a, b) => b - a);
    for (let day = 0; day >= -7; day -= 1) {
      const date = addIstDays(today, day);
      if (!draft.workingDays.includes(istWeekday(date))) continue;
      const hour = hours.find(
        (candidate) =>
          istInstant(date, candidate).getTime() + HOUR_MS <= now.getTime() &&
          isFree(draft, client, date, candidate),
      );
      if (hour !== undefined) return { date, hour };
    }
    return undefined;
  };

  const book = (
    draft: DraftTrainer,
    client: Client,
    window: [number, number],
    kind: 'completed' | 'confirmed' | 'cancelled',
    service?: ServiceKey,
  ) => {
    const slot = findSlot(draft, client, window[0], window[1]);
    if (!slot) return undefined;
    const services = enabledServices(draft);
    const chosen =
      service ??
      random.weighted(
        services.map(
          (key) =>
            [
              key,
              key === 'personal' ? 3 : key === 'online' && services.length > 1 ? 1 : 2,
            ] as const,
        ),
      );
    return addBooking(draft, client, slot.date, slot.hour, chosen, kind);
  };

  const addReview = (draft: DraftTrainer, row: BookingRow, rating?: Rating) => {
    const stars = rating ?? random.weighted(draft.reviewMix);
    const specialization = random.pick(draft.row.specializations ?? []);
    const subject = {
      trainerFirstName: draft.firstName,
      outcome: random.pick(SPECIALTIES[specialization as Specialization].outcomes),
      specialization,
      service: row.service,
    };
    const detailed = stars >= 4 && random.chance(0.3);
    const confirmed = row.clientConfirmedAt ?? row.endsAt;
    const createdAt = new Date(
      Math.min(now.getTime(), confirmed.getTime() + random.int(10, 2_880) * 60_000),
    );
    reviews.push({
      id: newId(),
      bookingId: row.id,
      clientId: row.clientId,
      trainerId: draft.row.id,
      rating: stars,
      comment: reviewComment(random, stars, subject),
      review: detailed ? detailedReview(random, stars as 4 | 5, subject) : null,
      createdAt,
      updatedAt: createdAt,
    });
    draft.row.ratingSum = (draft.row.ratingSum ?? 0) + stars;
    draft.row.reviewCount = (draft.row.reviewCount ?? 0) + 1;
  };

  // The demo client's own story: past sessions (reviewed but the latest), upcoming ones.
  const mumbaiOthers = trainers.filter(
    (draft) =>
      draft !== demoTrainer &&
      draft.cityName === mumbai.name &&
      draft.row.services.personal.enabled,
  );
  const onlineOnlyTrainers = trainers.filter((draft) => enabledServices(draft).join() === 'online');
  const yogaTrainer =
    mumbaiOthers.find((draft) => draft.row.specializations?.includes('Yoga & Pilates')) ??
    present(mumbaiOthers[0], 'another Mumbai trainer');
  const onlineTrainer = present(onlineOnlyTrainers[0], 'an online-only trainer');
  const groupTrainer =
    mumbaiOthers.find((draft) => draft !== yogaTrainer && draft.row.services.group.enabled) ??
    yogaTrainer;

  const clientPast = [
    book(demoTrainer, demoClient, [-30, -22], 'completed', 'personal'),
    book(yogaTrainer, demoClient, [-20, -14], 'completed', 'personal'),
    book(onlineTrainer, demoClient, [-13, -8], 'completed', 'online'),
    book(demoTrainer, demoClient, [-6, -3], 'completed', 'personal'),
  ];
  const lastPast = clientPast.pop();
  clientPast.forEach((row, index) => {
    const draft = present([demoTrainer, yogaTrainer, onlineTrainer][index], 'a reviewed trainer');
    if (row) addReview(draft, row, index === 1 ? 4 : 5);
  });
  if (!lastPast) throw new Error('demo client: no free past slot');
  book(demoTrainer, demoClient, [1, 3], 'confirmed', 'personal');
  book(onlineTrainer, demoClient, [2, 4], 'confirmed', 'online');
  book(
    groupTrainer,
    demoClient,
    [4, 7],
    'confirmed',
    groupTrainer.row.services.group.enabled ? 'group' : 'personal',
  );

  // The demo trainer: a busy calendar with past reviewed sessions and upcoming ones.
  const mumbaiClients = (clientsByCity.get(mumbai.name) ?? []).filter(
    (client) => client !== demoClient,
  );
  const demoTrainerReviewed: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const row = book(demoTrainer, random.pick(mumbaiClients), [-PAST_DAYS, -1], 'completed');
    if (row && random.chance(0.85)) {
      addReview(demoTrainer, row);
      demoTrainerReviewed.push(row.id);
    }
  }
  for (let i = 0; i < 5; i += 1) {
    book(
      demoTrainer,
      random.pick(mumbaiClients),
      [1, 10],
      'confirmed',
      i === 0 ? 'online' : undefined,
    );
  }
  demoTrainer.row.selectedFeedback = demoTrainerReviewed.slice(0, 4);

  // Everyone else: most trainers have a history; about one in eight is new, with none.
  for (const draft of trainers) {
    if (draft === demoTrainer || random.chance(0.12)) continue;
    const onlineOnly = enabledServices(draft).join() === 'online';
    const pool = onlineOnly
      ? clients.filter((client) => client !== demoClient)
      : (clientsByCity.get(draft.cityName) ?? []).filter((client) => client !== demoClient);
    const pastCount = random.int(2, 12);
    const reviewRate = random.weighted([
      [0.85, 6],
      [0.6, 3],
      [0, 1],
    ]);
    for (let i = 0; i < pastCount; i += 1) {
      const row = book(draft, random.pick(pool), [-PAST_DAYS, -1], 'completed');
      if (row && random.chance(reviewRate)) addReview(draft, row);
    }
    if (random.chance(0.2)) {
      for (let i = random.int(1, 3); i > 0; i -= 1)
        book(draft, random.pick(pool), [1, 10], 'confirmed');
    }
  }

  // The earnings tab compares this IST month with the last one: the demo trainer has at least
  // two completed sessions in each, whatever day the demo starts (this month from the 2nd on,
  // as a completed session lies in the past). Topped up last, so nobody else's calendar moves.
  const dayOfMonth = Number(today.slice(8));
  const lastMonthEnd = -dayOfMonth;
  const earningMonths: [number, number][] = [
    [lastMonthEnd + 1 - Number(addIstDays(today, lastMonthEnd).slice(8)), lastMonthEnd],
  ];
  if (dayOfMonth > 1) earningMonths.push([lastMonthEnd + 1, -1]);
  for (const [from, to] of earningMonths) {
    const first = addIstDays(today, from);
    const last = addIstDays(today, to);
    let completed = bookings.filter(
      (row) =>
        row.trainerId === demoTrainer.row.id &&
        row.status === 'completed' &&
        row.sessionDate >= first &&
        row.sessionDate <= last,
    ).length;
    for (let attempt = 0; completed < 2 && attempt < 10; attempt += 1) {
      const row = book(demoTrainer, random.pick(mumbaiClients), [from, to], 'completed');
      if (!row) continue;
      completed += 1;
      if (random.chance(0.85)) addReview(demoTrainer, row);
    }
  }

  // Drawn last, so the rest of the demo stays as it was: a session the demo client cancelled
  // days ahead, its refund processed in the sandbox
  // (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md).
  book(yogaTrainer, demoClient, [5, 9], 'cancelled', 'personal');

  // A session between the two demo accounts that is over and confirmed by neither, so each sees
  // Confirm attendance (docs/product/sessions-and-reviews.md#attendance-and-completion) whatever
  // the hour of the first start: the latest of the trainer's slots to have ended by `now`.
  const awaiting = latestEndedSlot(demoTrainer, demoClient);
  if (!awaiting) throw new Error('demo: no ended slot for a session awaiting attendance');
  addBooking(demoTrainer, demoClient, awaiting.date, awaiting.hour, 'personal', 'confirmed');

  // The demo client's weekly repeat with the demo trainer (docs/product/booking.md#weekly-repeat).
  const repeatSlots = demoWeeklyRepeatSlots(
    today,
    demoTrainer.workingDays,
    demoTrainer.hours,
    (date, hour) => isFree(demoTrainer, demoClient, date, hour),
  );
  const seriesId = newId();
  const repeatRows = repeatSlots.map((slot) =>
    addBooking(demoTrainer, demoClient, slot.date, slot.hour, 'personal', 'confirmed'),
  );
  // A repeat books one place every week.
  const { location, address } = present(repeatRows[0], 'the first week of the repeat');
  for (const row of repeatRows) Object.assign(row, { seriesId, location, address });
  // A session of the demo client within the next day, at least 3 hours on, so the first start
  // sends its reminders (docs/product/reminders.md#demo): with the demo trainer when his
  // calendar allows, else another Mumbai trainer's in-person session.
  for (const draft of [demoTrainer, yogaTrainer, groupTrainer]) {
    const soon = nextDaySlot(draft, demoClient);
    if (!soon) continue;
    addBooking(draft, demoClient, soon.date, soon.hour, 'personal', 'confirmed');
    break;
  }

  // The demo client's packs (docs/product/packs.md): one of the demo trainer's, in use, and one
  // of the yoga trainer's near its end, its 7-day reminder sent. Drawn last, as above.
  const yogaPrice = yogaTrainer.row.services.personal.pricePaise;
  const yogaPack = {
    sessions: 5,
    pricePaise: packPriceForDiscount(5, yogaPrice, 10),
    validityDays: 30,
  };
  yogaTrainer.row.services.personal.packs = [yogaPack];
  const packs = demoPacks(
    [
      {
        trainer: demoTrainer,
        trainerId: demoTrainer.row.id,
        service: 'personal',
        offer: present(DEMO_PERSONAL_PACKS[1], 'the demo trainer’s 10-session pack'),
        paidDaysAgo: 20,
        completed: 3,
        upcoming: 2,
        completedWindow: [-18, -7],
        upcomingWindow: [5, 7],
      },
      {
        trainer: yogaTrainer,
        trainerId: yogaTrainer.row.id,
        service: 'personal',
        offer: yogaPack,
        paidDaysAgo: 25,
        completed: 3,
        upcoming: 0,
        completedWindow: [-23, -7],
        upcomingWindow: [5, 7],
      },
    ],
    {
      now,
      newId,
      clientId: demoClient.id,
      book: (draft, window, kind, service) => book(draft, demoClient, window, kind, service),
    },
  );
  // Reviewed, as every past session of the demo client but the latest, which is later than these.
  for (const row of bookings) {
    if (row.packId && row.status === 'completed') {
      addReview(row.trainerId === demoTrainer.row.id ? demoTrainer : yogaTrainer, row);
    }
  }

  users.push({
    id: newId(),
    name: 'Farah Siddiqui',
    email: DEMO_ACCOUNTS.admin,
    emailVerified: true,
    firstName: 'Farah',
    lastName: 'Siddiqui',
    role: 'admin',
    city: mumbai.name,
    isDemo: true,
    createdAt: daysAgo(400),
    updatedAt: daysAgo(400),
  });
  const demoEmails = new Set<string>(Object.values(DEMO_ACCOUNTS));
  // Every demo person confirmed being an adult when they joined (docs/product/privacy.md#adults-only).
  for (const row of users) row.adultConfirmedAt = row.createdAt;
  return {
    users,
    passwordUserIds: users
      .filter((row) => demoEmails.has(row.email))
      .map((row) => present(row.id, 'a demo user id')),
    trainers: trainers.map((draft) => draft.row),
    bookings,
    reviews,
    packs,
    consents: demoConsents(users, DEMO_ACCOUNTS, now, newId),
  };
}

/** Turbans only on Sikh men; a hijab only on Muslim women (who may also be drawn without). */
function headwearFor(person: Person): PortraitLook['headwear'] {
  if (
    person.gender === 'male' &&
    person.region === 'punjabi' &&
    (person.lastName === 'Singh' || SIKH_GIVEN_NAMES.has(person.firstName))
  )
    return 'turban';
  if (person.gender === 'female' && person.region === 'muslim') return 'hijab';
  return 'none';
}

/** Someone from the city's main communities (the first listed most often), or from anywhere. */
function pickPerson(random: Random, regions: readonly Region[], gender: 'male' | 'female'): Person {
  const region = random.chance(0.8)
    ? random.weighted(
        regions.map((name, index) => [name, index === 0 ? 5 : index === 1 ? 2.5 : 1.2] as const),
      )
    : random.pick(Object.keys(NAMES) as Region[]);
  const names = NAMES[region];
  let lastName = random.pick(names.surnames);
  // Kaur is a woman's name; the men of the same families are Singh.
  if (lastName === 'Kaur' && gender === 'male') lastName = 'Singh';
  return { firstName: random.pick(names[gender]), lastName, gender, region };
}

function availableHours(random: Random, onlineOnly: boolean): number[] {
  const shape = random.weighted([
    ['default', 45],
    ['trimmed', 35],
    ['mornings', 10],
    ['evenings', 10],
  ] as const);
  let hours: number[];
  if (shape === 'default') hours = [...DEFAULT_AVAILABLE_HOURS];
  else if (shape === 'trimmed') {
    hours = [
      ...random.sample(DEFAULT_AVAILABLE_HOURS, random.int(5, 7)),
      ...random.sample(EXTRA_HOURS, random.int(0, 2)),
    ];
  } else if (shape === 'mornings') hours = [6, 7, 8, 9, 10, 11];
  else hours = [16, 17, 18, 19, 20, 21];
  if (onlineOnly && random.chance(0.4)) hours.push(13, 14);
  return [...new Set(hours)].sort((a, b) => a - b);
}

function workingDaysFor(random: Random): Weekday[] {
  const shape = random.weighted([
    ['all', 65],
    ['one-off', 25],
    ['two-off', 10],
  ] as const);
  if (shape === 'all') return [...WEEKDAYS];
  const off =
    shape === 'one-off'
      ? [random.pick<Weekday>(['monday', 'tuesday', 'friday', 'sunday'])]
      : random.pick<Weekday[]>([
          ['saturday', 'sunday'],
          ['thursday', 'sunday'],
          ['monday', 'tuesday'],
        ]);
  return WEEKDAYS.filter((day) => !off.includes(day));
}

function certificationsFor(random: Random, focus: Specialization, secondary?: Specialization) {
  const count = random.weighted([
    [1, 3],
    [2, 5],
    [3, 4],
  ]);
  const pool = [
    ...random.sample(SPECIALTIES[focus].certifications, 2),
    ...(secondary ? random.sample(SPECIALTIES[secondary].certifications, 1) : []),
    random.pick(GENERIC_CERTIFICATIONS),
  ];
  return [...new Set(pool)].slice(0, count);
}

function achievementsFor(
  random: Random,
  focus: Specialization,
  secondary: Specialization | undefined,
  experience: number,
  happyClients: number,
) {
  const count = random.weighted([
    [1, 4],
    [2, 5],
    [3, 3],
  ]);
  const pool = [
    ...random.sample(SPECIALTIES[focus].achievements, 2),
    ...(secondary ? random.sample(SPECIALTIES[secondary].achievements, 1) : []),
    `Trained ${happyClients}+ clients over ${experience} ${experience === 1 ? 'year' : 'years'}`,
  ];
  return [...new Set(pool)].slice(0, count);
}

function bio(
  random: Random,
  details: {
    focus: Specialization;
    secondary?: Specialization;
    city: string;
    citySlug: string;
    locality: string;
    experience: number;
    happyClients: number;
    region: Region;
    onlineOnly: boolean;
  },
): string {
  const focus = SPECIALTIES[details.focus];
  const years = `${details.experience} ${details.experience === 1 ? 'year' : 'years'}`;
  const where = details.onlineOnly
    ? `I coach entirely online from ${details.city}, with clients across India and a few abroad.`
    : `I train clients in and around ${details.locality}, ${details.city}.`;
  const sentences = [
    random.pick(focus.backgrounds),
    where,
    random.pick(focus.methods),
    details.secondary && details.secondary !== details.focus
      ? random.pick(SPECIALTIES[details.secondary].methods)
      : undefined,
    random.pick(CLIENT_FOCUS),
    `In ${years} I have worked with more than ${details.happyClients} people.`,
    random.pick(PHILOSOPHIES),
    `Sessions are in ${languages(details.citySlug, details.region)}.`,
  ].filter((sentence): sentence is string => Boolean(sentence));
  let text = sentences.join(' ');
  // Drop optional sentences from the middle until the spec's 1000-character limit holds.
  while (text.length > 1000 && sentences.length > 3) {
    sentences.splice(3, 1);
    text = sentences.join(' ');
  }
  return text;
}

/** "English, Hindi and Marathi": English, the city's language and the trainer's own. */
function languages(citySlug: string, region: Region): string {
  const local = present(CITY_PLACES[citySlug], `the places of ${citySlug}`).language;
  const list = [
    ...new Set([
      'English',
      ...(local === 'Tamil' ? [] : ['Hindi']),
      local,
      ...(HOME_LANGUAGES[region] ? [HOME_LANGUAGES[region]] : []),
    ]),
  ];
  return `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

/** A point within `km` of a neighbourhood's centre, to 6 decimals like the map editor. */
function jitter(random: Random, locality: Locality, km: number): [number, number] {
  const distance = Math.sqrt(random.next()) * km;
  const angle = random.next() * 2 * Math.PI;
  const latitude = locality.latitude + (distance * Math.cos(angle)) / 111.32;
  const longitude =
    locality.longitude +
    (distance * Math.sin(angle)) / (111.32 * Math.cos((locality.latitude * Math.PI) / 180));
  return [round6(latitude), round6(longitude)];
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const pad = (value: number) => String(value).padStart(2, '0');
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
