import { catalogue } from './catalogue';

export const SPECIALIZATIONS = [
  'Weight Training',
  'Yoga & Pilates',
  'CrossFit',
  'Cardio',
  'Bodybuilding',
  'Nutrition & Diet',
  'Dance Fitness',
  'Sports Training',
  'Rehabilitation',
  'Martial Arts',
  'Swimming',
  'Running',
  'Cycling',
  'Functional Training',
  'Strength Training',
  'HIIT',
  'Flexibility Training',
  'Core Training',
] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];

export const SERVICE_KEYS = ['personal', 'group', 'online'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export const SERVICE_NAMES: Record<ServiceKey, string> = {
  personal: 'Personal Training',
  group: 'Group Training',
  online: 'Online Training',
};

export const DEFAULT_SERVICE_PRICE_RUPEES: Record<ServiceKey, number> = {
  personal: 1500,
  group: 800,
  online: 1000,
};

export const MIN_SERVICE_PRICE_RUPEES = 50;

export interface City {
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** The ten cities of the spec with their fixed centres. */
export const CITIES: readonly City[] = [
  { slug: 'mumbai', name: 'Mumbai', latitude: 19.076, longitude: 72.8777 },
  { slug: 'delhi', name: 'Delhi', latitude: 28.6139, longitude: 77.209 },
  { slug: 'bangalore', name: 'Bangalore', latitude: 12.9716, longitude: 77.5946 },
  { slug: 'pune', name: 'Pune', latitude: 18.5204, longitude: 73.8567 },
  { slug: 'hyderabad', name: 'Hyderabad', latitude: 17.385, longitude: 78.4867 },
  { slug: 'chennai', name: 'Chennai', latitude: 13.0827, longitude: 80.2707 },
  { slug: 'kolkata', name: 'Kolkata', latitude: 22.5726, longitude: 88.3639 },
  { slug: 'ahmedabad', name: 'Ahmedabad', latitude: 23.0225, longitude: 72.5714 },
  { slug: 'jaipur', name: 'Jaipur', latitude: 26.9124, longitude: 75.7873 },
  { slug: 'lucknow', name: 'Lucknow', latitude: 26.8467, longitude: 80.9462 },
];

export function findCity(slug: string): City | undefined {
  const wanted = slug.toLowerCase();
  return CITIES.find((city) => city.slug === wanted);
}

export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

export const ROLES = ['user', 'trainer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * Hourly slot starts offered by default (docs/product/booking.md#slots-and-schedule), as 24-hour
 * IST hours.
 */
export const DEFAULT_AVAILABLE_HOURS = [6, 7, 8, 9, 17, 18, 19, 20] as const;

export const TRAINER_TERMS = {
  document: 'trainer-terms',
  version: '2.0',
  updated: 'January 2025',
} as const;

export const BRAND = {
  name: 'Kasrat',
  supportEmail: 'support@kasrat.in',
  supportPhone: '+91 80 4718 2200',
} as const;

/**
 * The fixed names the app shows (services, the 18 specializations, the ten cities), keyed by
 * what is stored: English is the names above; each other language's are in locales/. A trainer's
 * own texts are never looked up here.
 */
export const CATALOG_TEXT = catalogue('catalog', {
  service: SERVICE_NAMES,
  specialization: Object.fromEntries(SPECIALIZATIONS.map((name) => [name, name])) as Record<
    Specialization,
    string
  >,
  city: Object.fromEntries(CITIES.map((city) => [city.slug, city.name])) as Record<string, string>,
});
