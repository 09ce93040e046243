import { z } from 'zod';
import {
  type FilterChip,
  isServiceType,
  LISTING_DEFAULT_LIMIT,
  LISTING_MAX_LIMIT,
  LISTING_RADIUS_KM,
  LISTING_SORTS,
  type ListingSort,
  MAX_RADIUS_KM,
  resolveSpecialization,
} from './listing-filters';
import { MESSAGES } from './messages';

const numberIn = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

const chipSchema = z.object({
  type: z.enum(['service', 'specialization']),
  value: z.string().min(1).max(60),
  label: z.string().max(80).optional(),
});

export const nearbyQuerySchema = z
  .object({
    latitude: numberIn(-90, 90, MESSAGES.invalidLatitude),
    longitude: numberIn(-180, 180, MESSAGES.invalidLongitude),
    radius: numberIn(0.1, MAX_RADIUS_KM, MESSAGES.invalidRadius(MAX_RADIUS_KM)).optional(),
    page: wholeNumber(1, 100_000, MESSAGES.invalidPage).optional(),
    limit: wholeNumber(1, 100_000, MESSAGES.invalidLimit).optional(),
    specialization: z.string().max(60).optional(),
    serviceType: z.string().max(20).optional(),
    filters: z.string().max(2000).optional(),
    sort: z.enum(LISTING_SORTS, { error: MESSAGES.invalidSort }).optional(),
  })
  .transform((query, context) => {
    let chips: FilterChip[] = [];
    if (query.filters !== undefined && query.filters.trim() !== '') {
      const parsed = chipSchema.array().max(20).safeParse(parseJson(query.filters));
      if (!parsed.success) {
        context.addIssue({ code: 'custom', path: ['filters'], message: MESSAGES.invalidFilters });
        return z.NEVER;
      }
      chips = parsed.data.map((chip) => ({ ...chip, label: chip.label ?? chip.value }));
    }
    const specializations = new Set<string>();
    const services = new Set<string>();
    const wantedSpecialization = query.specialization?.trim();
    if (wantedSpecialization && wantedSpecialization.toLowerCase() !== 'all') {
      specializations.add(wantedSpecialization);
    }
    const wantedService = query.serviceType?.trim().toLowerCase();
    if (wantedService && wantedService !== 'all') services.add(wantedService);
    for (const chip of chips) {
      (chip.type === 'service' ? services : specializations).add(chip.value);
    }
    const specializationFilters = [];
    for (const value of specializations) {
      const filter = resolveSpecialization(value);
      if (!filter) {
        context.addIssue({
          code: 'custom',
          path: ['specialization'],
          message: MESSAGES.unknownSpecialization(value),
        });
        return z.NEVER;
      }
      specializationFilters.push(filter);
    }
    for (const value of services) {
      if (!isServiceType(value)) {
        context.addIssue({
          code: 'custom',
          path: ['serviceType'],
          message: MESSAGES.unknownServiceType(value),
        });
        return z.NEVER;
      }
    }
    return {
      latitude: query.latitude,
      longitude: query.longitude,
      // docs/decisions/0019-online-trainers-india-wide.md: ignored for online training, which is
      // listed India-wide.
      radiusKm: query.radius ?? LISTING_RADIUS_KM,
      page: query.page ?? 1,
      limit: Math.min(query.limit ?? LISTING_DEFAULT_LIMIT, LISTING_MAX_LIMIT),
      specializations: specializationFilters,
      services: [...services] as ('online' | 'personal' | 'group')[],
      sort: query.sort ?? 'nearest',
    };
  });
/** The city pages and the sitemap ask without a sort: theirs is the default, `nearest`. */
export type NearbyQuery = Omit<z.output<typeof nearbyQuerySchema>, 'sort'> & { sort?: ListingSort };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const pageQuerySchema = z.object({
  page: wholeNumber(1, 100_000, MESSAGES.invalidPage).optional(),
  limit: wholeNumber(1, 100_000, MESSAGES.invalidLimit).optional(),
});
