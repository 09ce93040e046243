import { importSource } from './project-source.mjs';

/**
 * Share of the bench's trainers around each city centre; the rest are scattered over the
 * country. Roughly the cities' metropolitan populations, so Delhi and Mumbai are the densest.
 */
export const CITY_WEIGHTS = {
  delhi: 0.18,
  mumbai: 0.16,
  bangalore: 0.13,
  kolkata: 0.1,
  hyderabad: 0.1,
  chennai: 0.09,
  pune: 0.07,
  ahmedabad: 0.07,
  jaipur: 0.05,
  lucknow: 0.05,
};
const IN_CITIES = 0.85;
/** Clients whose completed sessions the bench's trainers have. */
const BENCH_CLIENTS = 2000;
/** City trainers sit up to this far from the centre, denser near it (uniform in distance). */
const CITY_SPREAD_KM = 30;
/** A box over peninsular and northern India for the scattered ones (small towns, highways). */
export const COUNTRY = { south: 10, north: 30, west: 72.5, east: 88 };
const KM_PER_DEGREE = 111.32;

const TITLES = [
  'Certified Personal Trainer',
  'Strength & Conditioning Coach',
  'Yoga Instructor',
  'Fitness Coach',
  'Functional Training Specialist',
  'Sports Performance Coach',
];
const CERTIFICATIONS = [
  'ACE Certified Personal Trainer',
  'NASM Certified Personal Trainer',
  'ISSA Fitness Trainer',
  'K11 Certified Fitness Trainer',
  'Yoga Alliance RYT 200',
  'CPR and First Aid',
];
const GYMS = [
  'Iron Temple Gym',
  'Pulse Fitness Studio',
  'Core Strength Club',
  'Urban Athlete Gym',
  'Prana Yoga Shala',
  'FitZone Studio',
];
/** Slot-hour sets trainers publish: the default, mornings only, evenings only, all day. */
const HOUR_SETS = [
  null,
  [6, 7, 8, 9, 10],
  [16, 17, 18, 19, 20, 21],
  [6, 8, 10, 12, 14, 16, 18, 20],
];

const literal = (value) => `'${String(value).replaceAll("'", "''")}'`;
const textArray = (values) => `array[${values.map(literal).join(', ')}]::text[]`;

/**
 * Set-based SQL that adds `count` approved, published trainers and their user rows, the same
 * on PostgreSQL and PGlite. Names, specializations, slot labels and demo images come from the
 * app's own catalogue and demo-data modules. Deterministic (setseed) so runs compare.
 */
export async function trainerSeedStatements(count) {
  const [catalog, ist, images, names] = await Promise.all([
    importSource('src/shared/catalog.ts'),
    importSource('src/shared/ist.ts'),
    importSource('src/server/db/seed/demo-images.ts'),
    importSource('src/server/db/seed/names.ts'),
  ]);
  const regions = Object.values(names.NAMES);
  const givenNames = [...new Set(regions.flatMap((region) => [...region.male, ...region.female]))];
  const surnames = [...new Set(regions.flatMap((region) => region.surnames))];
  const looks = images.PORTRAIT_LOOKS.map((look) => look.id);
  const slotSets = HOUR_SETS.map((hours) =>
    (hours ?? catalog.DEFAULT_AVAILABLE_HOURS).map(ist.slotLabel),
  );

  let upper = 0;
  const cityRows = catalog.CITIES.map((city) => {
    const lower = upper;
    upper += CITY_WEIGHTS[city.slug] * IN_CITIES;
    return `(${literal(city.name)}, ${city.latitude}, ${city.longitude}, ${lower}, ${upper})`;
  });
  const specializations = catalog.SPECIALIZATIONS.length;

  const users = `
insert into "user" (id, name, email, email_verified, first_name, last_name, role, created_at, updated_at)
select 'bench-user-' || n, given || ' ' || surname, 'bench-trainer-' || n || '@bench.kasrat.test',
       true, given, surname, 'trainer', now(), now()
from (
  select n,
         (${textArray(givenNames)})[1 + n % ${givenNames.length}] as given,
         (${textArray(surnames)})[1 + (n / ${givenNames.length}) % ${surnames.length}] as surname
  from generate_series(1, ${count}) as n
) as people`;

  const trainers = `
with cities (name, latitude, longitude, lower_bound, upper_bound) as (values ${cityRows.join(', ')}),
draws as (
  select n, random() as pick, random() as reach, random() as bearing, random() as spread_lat,
         random() as spread_lng, random() as how_many, random() as first_topic,
         random() as personal, random() as grouped, random() as online, random() as price,
         random() as rated, random() as reviews, random() as stars, random() as years,
         random() as look, random() as slots, random() as gym, random() as home
  from generate_series(1, ${count}) as n
),
placed as (
  select d.*, u.name as person, coalesce(c.name, 'India') as city,
         case when c.name is null then ${COUNTRY.south} + d.spread_lat * ${COUNTRY.north - COUNTRY.south}
              else c.latitude + d.reach * ${CITY_SPREAD_KM} / ${KM_PER_DEGREE} * cos(2 * pi() * d.bearing) end as lat,
         case when c.name is null then ${COUNTRY.west} + d.spread_lng * ${COUNTRY.east - COUNTRY.west}
              else c.longitude + d.reach * ${CITY_SPREAD_KM} / (${KM_PER_DEGREE} * cos(radians(c.latitude))) * sin(2 * pi() * d.bearing) end as lng,
         1 + floor(d.how_many * 3)::int as topics, floor(d.first_topic * ${specializations})::int as topic,
         1 + floor(d.years * 20)::int as experience,
         case when d.rated < 0.3 then 0 else 1 + floor(d.reviews * 60)::int end as review_count,
         d.grouped < 0.45 as group_on, d.online < 0.35 as online_on
  from draws as d
  join "user" as u on u.id = 'bench-user-' || d.n
  left join cities as c on d.pick >= c.lower_bound and d.pick < c.upper_bound
)
insert into trainer (
  id, user_id, status, published, approved_at, name, title, bio, city, latitude, longitude,
  experience, happy_clients, specializations, certifications, profile_image, listing_image,
  services, available_times, trains_at_gym, trains_at_client_home, gym_name, gym_address,
  gym_latitude, gym_longitude, rating_sum, review_count, created_at, updated_at
)
select 'bench-trainer-' || n, 'bench-user-' || n, 'approved', true, now(), person,
       (${textArray(TITLES)})[1 + n % ${TITLES.length}],
       experience || ' years of coaching in ' || city || '. Sessions planned around your goals, your body and your week.',
       city, lat, lng, experience, experience * (12 + n % 24),
       (array[(${textArray(catalog.SPECIALIZATIONS)})[1 + topic],
              (${textArray(catalog.SPECIALIZATIONS)})[1 + (topic + 5) % ${specializations}],
              (${textArray(catalog.SPECIALIZATIONS)})[1 + (topic + 11) % ${specializations}]])[1:topics],
       (${textArray(CERTIFICATIONS)})[1 + n % ${CERTIFICATIONS.length}:1 + n % ${CERTIFICATIONS.length} + n % 2],
       '/demo/portraits/' || (${textArray(looks)})[1 + floor(look * ${looks.length})::int] || '.webp',
       '/demo/listings/' || (${textArray(looks)})[1 + floor(look * ${looks.length})::int] || '.webp',
       jsonb_build_object(
         'personal', jsonb_build_object('enabled', personal < 0.85 or not (group_on or online_on),
                                        'pricePaise', 80000 + 5000 * floor(price * 45)::int),
         'group', jsonb_build_object('enabled', group_on, 'pricePaise', 40000 + 5000 * floor(price * 16)::int),
         'online', jsonb_build_object('enabled', online_on, 'pricePaise', 50000 + 5000 * floor(price * 30)::int)),
       case floor(slots * ${slotSets.length})::int ${slotSets.map((slots, index) => `when ${index} then ${textArray(slots)}`).join(' ')} end,
       gym < 0.85, home < 0.45,
       case when gym < 0.85 then (${textArray(GYMS)})[1 + n % ${GYMS.length}] end,
       case when gym < 0.85 then 'Main Road, ' || city end,
       case when gym < 0.85 then lat end, case when gym < 0.85 then lng end,
       round(review_count * (3.6 + stars * 1.4))::int, review_count, now(), now()
from placed`;

  // The trust marks read these (docs/decisions/0020-listing-trust-marks-and-sort.md): KYC for 60%
  // of trainers, completed for two in
  // three of those, and a completed session for every three reviews (up to 20: 770,000 in all),
  // one a day back from a fixed instant so that the no-overlap constraint holds, every tenth
  // cancelled. Triggers are off while they go in: the clients tab's summary is not benched here.
  const clients = `
insert into "user" (id, name, email, email_verified, first_name, last_name, role, created_at, updated_at)
select 'bench-client-' || n, 'Bench Client ' || n, 'bench-client-' || n || '@bench.kasrat.test',
       true, 'Bench', 'Client ' || n, 'user', now(), now()
from generate_series(1, ${BENCH_CLIENTS}) as n`;
  const kyc = `
insert into trainer_kyc (trainer_id, status, created_at, updated_at)
select id, case when random() < 0.67 then 'completed' else 'partial' end, now(), now()
from trainer where id like 'bench-trainer-%' and random() < 0.6`;
  const sessions = `
insert into booking (id, client_id, trainer_id, service, location, session_date, time_slot,
                     starts_at, ends_at, status, price_paise, total_paise, created_at, updated_at)
select 'bench-booking-' || t.n || '-' || k, 'bench-client-' || (1 + (t.n * 7 + k) % ${BENCH_CLIENTS}),
       t.id, 'personal', 'gym', to_char(s.starts_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD'), '07:00 AM',
       s.starts_at, s.starts_at + interval '1 hour',
       case when k % 10 = 0 then 'cancelled' else 'completed' end, 100000, 118000, now(), now()
from (select id, substr(id, 15)::int as n, (review_count / 3) * 10 / 9 as sessions
      from trainer where id like 'bench-trainer-%') as t
cross join lateral generate_series(1, t.sessions) as k
cross join lateral (select timestamptz '2026-01-01 01:30:00+00' - k * interval '1 day' as starts_at) as s`;

  // VACUUM as autovacuum soon would: it marks pages all-visible, so counts use index-only scans.
  // The no-overlap constraint goes first: it guards writes, which this data never sees (one
  // session a day a trainer cannot overlap, and the bench only reads), and building its GiST
  // index over 770,000 sessions took 96 of the seed's 160 s on 27 November 2026.
  return [
    'select setseed(0.2026)',
    users,
    trainers,
    clients,
    kyc,
    'alter table booking drop constraint booking_no_overlap',
    'set session_replication_role = replica',
    sessions,
    'reset session_replication_role',
    'vacuum analyze "user"',
    'vacuum analyze trainer',
    'vacuum analyze trainer_kyc',
    'vacuum analyze booking',
  ];
}
