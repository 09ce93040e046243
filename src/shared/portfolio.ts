import { z } from 'zod';
import { PHONE_PATTERN } from './account-schemas';
import { SERVICE_KEYS, type ServiceKey, SPECIALIZATIONS } from './catalog';
import { type FieldErrors, fieldErrorsOf } from './field-errors';
import type { Coordinate } from './geo';
import type { Locale } from './locale';
import { packOfferInputSchema, packOfferProblems } from './packs';
import { pinCityProblem } from './pin-city';
import {
  type PORTFOLIO_MESSAGES,
  PORTFOLIO_NUMBER_TEXT,
  PORTFOLIO_TEXT,
} from './portfolio-messages';
import { checkedIn, ruleText } from './rules-language';
import { ALL_SLOT_LABELS } from './schedule';

/**
 * The trainer portfolio (docs/product/trainer-portfolio.md), its field rules and its save-time
 * rules, once: the editor checks each field as the user types with `PORTFOLIO_FIELDS` and
 * the whole form with `portfolioSchema` before saving; the server parses every save with
 * the same `portfolioSchema`, so a client that skips the form gets the same messages.
 */

export const MIN_SERVICE_PRICE = 50;
export const MAX_SERVICE_PRICE = 100_000;
export const MAX_CERTIFICATIONS = 3;
export const MAX_ACHIEVEMENTS = 3;
export const BIO_MIN = 50;
export const BIO_MAX = 1000;
export const EXPERIENCE_MAX = 50;
export const HAPPY_CLIENTS_MAX = 10_000;

/** The messages in the language of the check under way (src/shared/rules-language.ts). */
const M = () => ruleText(PORTFOLIO_TEXT);
type Messages = typeof PORTFOLIO_MESSAGES;
/** A message that takes no values: 'nameRequired'. */
type Said = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];
/** A rule's message, worded when the rule fails, in that check's language. */
const said = (key: Said) => ({ error: () => M()[key] });
const tooLong = (max: number) => ({ error: () => M().tooLong(max) });

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEBSITE_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[\w-]{2,}(:\d+)?(\/\S*)?$/i;

/** Text that must be there and at least `min` long once trimmed. */
const requiredText = (min: number, max: number, messages: { required: Said; short: Said }) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .check((ctx) => {
      if (ctx.value === '')
        ctx.issues.push({
          code: 'custom',
          message: M()[messages.required],
          input: ctx.value,
          continue: true,
        });
      else if (ctx.value.length < min)
        ctx.issues.push({
          code: 'custom',
          message: M()[messages.short],
          input: ctx.value,
          continue: true,
        });
    });

/** Text the trainer may leave empty or out; either comes back as ''. */
const optionalText = (max: number, test?: (value: string) => boolean, message?: Said) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .refine((value) => value === '' || !test || test(value), message && said(message))
    .default('');

const wholeNumber = (max: number) =>
  z
    .number(said('invalidNumber'))
    .int(said('invalidNumber'))
    .min(0, { error: () => ruleText(PORTFOLIO_NUMBER_TEXT).atLeast(0) })
    .max(max, { error: () => ruleText(PORTFOLIO_NUMBER_TEXT).atMost(max) })
    .nullable();

const imageUrl = z.string().trim().max(500).nullable();

const listOfTexts = (max: number, tooMany: Said) =>
  z.array(z.string().trim().min(1, said('emptyItem')).max(100, tooLong(100))).check((ctx) => {
    // pushed by hand: zod's own length check would stop the save-time rules from running
    const message =
      ctx.value.length > max
        ? M()[tooMany]
        : new Set(ctx.value).size !== ctx.value.length
          ? M().duplicateItem
          : null;
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value, continue: true });
  });

const latitudeRange = said('latitudeRange');
const longitudeRange = said('longitudeRange');
const latitude = z.number().min(-90, latitudeRange).max(90, latitudeRange);
const longitude = z.number().min(-180, longitudeRange).max(180, longitudeRange);

/** A service offer as the forms hold it: the price in rupees (paise only in the database). */
export const serviceOfferInputSchema = z.object({
  enabled: z.boolean(),
  price: z.number(said('priceRequired')).nullable(),
  /** Session packs on offer (docs/product/packs.md#offers); absent means none. */
  packs: z.array(packOfferInputSchema).max(10, said('tooManyPacks')).optional(),
});
export type ServiceOfferInput = z.infer<typeof serviceOfferInputSchema>;

/**
 * The prices' rules, for the portfolio's Services tab and the services screen alike
 * (docs/product/trainer-portfolio.md#services-and-prices): an enabled service has a price of ₹50 to
 * ₹1,00,000, and one is enabled.
 */
export const serviceOffersShape = z.object({
  personal: serviceOfferInputSchema,
  group: serviceOfferInputSchema,
  online: serviceOfferInputSchema,
});

export const serviceOffersSchema = serviceOffersShape.check((ctx) => {
  for (const key of SERVICE_KEYS) {
    for (const packProblem of packOfferProblems(ctx.value[key].packs ?? [], ctx.value[key].price)) {
      ctx.issues.push({
        code: 'custom',
        message: packProblem.message,
        path:
          packProblem.index === null
            ? [key, 'packs']
            : [key, 'packs', packProblem.index, packProblem.field ?? 'price'],
        input: ctx.value,
        continue: true,
      });
    }
    const problem = servicePriceProblem(ctx.value[key]);
    if (problem) {
      ctx.issues.push({
        code: 'custom',
        message: problem,
        path: [key, 'price'],
        input: ctx.value,
        continue: true,
      });
    }
  }
  if (!SERVICE_KEYS.some((key) => ctx.value[key].enabled)) {
    ctx.issues.push({
      code: 'custom',
      message: M().enableOneService,
      input: ctx.value,
      continue: true,
    });
  }
});
export type ServiceOffers = z.infer<typeof serviceOffersSchema>;

/** Why an enabled service's price cannot be saved, or null. */
export function servicePriceProblem(offer: ServiceOfferInput): string | null {
  if (!offer.enabled) return null;
  if (offer.price === null || Number.isNaN(offer.price)) return M().priceRequired;
  if (offer.price < MIN_SERVICE_PRICE) return M().priceTooLow;
  if (offer.price > MAX_SERVICE_PRICE) return M().priceTooHigh;
  return null;
}

/** Each field's own rule: what the editor shows under a field as the user types. */
export const PORTFOLIO_FIELDS = {
  name: requiredText(2, 100, { required: 'nameRequired', short: 'nameShort' }),
  title: requiredText(5, 120, { required: 'titleRequired', short: 'titleShort' }),
  heroHeadlineLine1: optionalText(80),
  heroHeadlineLine2: optionalText(80),
  heroDescription: optionalText(300),
  bio: z
    .string()
    .trim()
    .check((ctx) => {
      const length = ctx.value.length;
      const message =
        length === 0
          ? M().bioRequired
          : length < BIO_MIN
            ? M().bioShort
            : length > BIO_MAX
              ? M().bioLong
              : null;
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value, continue: true });
    }),
  city: requiredText(2, 60, { required: 'cityRequired', short: 'cityRequired' }),
  experience: wholeNumber(EXPERIENCE_MAX),
  happyClients: wholeNumber(HAPPY_CLIENTS_MAX),
  phone: optionalText(20, (value) => PHONE_PATTERN.test(value), 'invalidPhone'),
  email: optionalText(254, (value) => EMAIL_PATTERN.test(value), 'invalidEmail'),
  website: optionalText(300, (value) => WEBSITE_PATTERN.test(value), 'invalidWebsite'),
  instagram: optionalText(
    300,
    (value) => value.startsWith('@') || value.toLowerCase().includes('instagram.com'),
    'invalidInstagram',
  ),
  youtube: optionalText(300, (value) => /youtube\.com|youtu\.be/i.test(value), 'invalidYoutube'),
  specializations: z
    .array(z.enum(SPECIALIZATIONS, said('unknownSpecialization')))
    .refine((items) => new Set(items).size === items.length, said('duplicateItem')),
  certifications: listOfTexts(MAX_CERTIFICATIONS, 'tooManyCertifications'),
  achievements: listOfTexts(MAX_ACHIEVEMENTS, 'tooManyAchievements'),
  heroImage1: imageUrl,
  heroImage2: imageUrl,
  profileImage: imageUrl,
  listingImage: imageUrl,
  availableTimes: z
    .array(z.enum(ALL_SLOT_LABELS as [string, ...string[]], said('unknownTime')))
    .refine((items) => new Set(items).size === items.length, said('duplicateItem')),
  trainingLocations: z.object({ myGym: z.boolean(), clientHome: z.boolean() }),
  location: z
    .object({ type: z.literal('Point'), coordinates: z.tuple([longitude, latitude]) })
    .nullable(),
  gymInfo: z.object({
    name: optionalText(100),
    address: optionalText(300),
    coordinates: z.object({ lat: latitude, lng: longitude }).nullable(),
    membershipRequired: z.boolean(),
    membershipDetails: optionalText(300),
  }),
} as const;

export type PortfolioField = keyof typeof PORTFOLIO_FIELDS;

const portfolioShape = z.strictObject({
  ...PORTFOLIO_FIELDS,
  services: serviceOffersShape,
});

/** Every field of a portfolio, for taking the portfolio out of a wider object. */
export const PORTFOLIO_KEYS = Object.keys(portfolioShape.shape) as (keyof Portfolio)[];

/**
 * The whole portfolio with the save-time rules (docs/product/trainer-portfolio.md#save-time-rules).
 */
export const portfolioSchema = portfolioShape.check((ctx) => {
  const portfolio = ctx.value;
  const add = (path: (string | number)[], message: string) =>
    ctx.issues.push({ code: 'custom', message, path, input: portfolio });
  if (portfolio.specializations.length === 0) add(['specializations'], M().selectSpecialization);
  if (!portfolio.profileImage) add(['profileImage'], M().profileImageRequired);
  if (!portfolio.listingImage) add(['listingImage'], M().listingImageRequired);
  const services = serviceOffersSchema.safeParse(portfolio.services);
  for (const issue of services.error?.issues ?? [])
    add(['services', ...(issue.path as string[])], issue.message);
  // a pin off the globe already has its range message
  const onGlobe = ({ latitude: lat, longitude: lng }: Coordinate) =>
    latitude.safeParse(lat).success && longitude.safeParse(lng).success;
  for (const pin of portfolioPins(portfolio).filter((each) => onGlobe(each.at))) {
    const problem = pinCityProblem(portfolio.city, pin.at);
    if (problem) add(pin.path, problem);
  }
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export interface PortfolioPin {
  /** Where its message goes: 'location' (Basic Info) or 'gymInfo.coordinates' (Gym). */
  path: string[];
  kind: 'location' | 'gym';
  at: Coordinate;
}

/**
 * The trainer's own location and the gym's pin, whichever are set: each must agree with the
 * city (docs/product/trainer-portfolio.md#city-and-pin).
 */
export function portfolioPins(portfolio: Pick<Portfolio, 'location' | 'gymInfo'>): PortfolioPin[] {
  const pins: PortfolioPin[] = [];
  const [longitude, latitude] = portfolio.location?.coordinates ?? [];
  if (latitude !== undefined && longitude !== undefined)
    pins.push({ path: ['location'], kind: 'location', at: { latitude, longitude } });
  const gym = portfolio.gymInfo.coordinates;
  if (gym)
    pins.push({
      path: ['gymInfo', 'coordinates'],
      kind: 'gym',
      at: { latitude: gym.lat, longitude: gym.lng },
    });
  return pins;
}

/**
 * The in-person services; while one is enabled the Gym Information tab shows
 * (docs/product/trainer-portfolio.md#portfolio-editor-tabs).
 */
export const IN_PERSON_SERVICES: readonly ServiceKey[] = ['personal', 'group'];

export function offersInPerson(services: Portfolio['services']): boolean {
  return IN_PERSON_SERVICES.some((key) => services[key].enabled);
}

/** One message per field path ('services.personal.price'), the first the rules give. */
export function portfolioErrors(portfolio: unknown, locale: Locale = 'en'): FieldErrors {
  return checkedIn(locale, () => {
    const result = portfolioSchema.safeParse(portfolio);
    return result.success ? {} : fieldErrorsOf(result.error);
  });
}

/** What one field's rule says of a value as the user types, or null. */
export function portfolioFieldProblem(field: PortfolioField, value: unknown): string | null {
  const result = PORTFOLIO_FIELDS[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The tabs of the editor; `gym` shows only while an in-person service is enabled. */
export const PORTFOLIO_TABS = ['basic', 'skills', 'media', 'services', 'gym', 'contact'] as const;
export type PortfolioTab = (typeof PORTFOLIO_TABS)[number];

const FIELD_TABS: Record<string, PortfolioTab> = {
  specializations: 'skills',
  certifications: 'skills',
  achievements: 'skills',
  heroImage1: 'media',
  heroImage2: 'media',
  profileImage: 'media',
  listingImage: 'media',
  services: 'services',
  gymInfo: 'gym',
  phone: 'contact',
  email: 'contact',
  website: 'contact',
  instagram: 'contact',
  youtube: 'contact',
};

export function tabOfField(path: string): PortfolioTab {
  return FIELD_TABS[path.split('.')[0] ?? ''] ?? 'basic';
}

/**
 * The tabs holding a field with an error, in the tabs' order: after a refused save
 * (docs/product/trainer-portfolio.md#refused-saves) the editor opens the first and marks them all.
 */
export function tabsWithErrors(errors: Record<string, string>): PortfolioTab[] {
  const tabs = new Set(Object.keys(errors).map(tabOfField));
  return PORTFOLIO_TABS.filter((tab) => tabs.has(tab));
}

export function firstTabWithErrors(errors: Record<string, string>): PortfolioTab {
  return tabsWithErrors(errors)[0] ?? 'basic';
}
