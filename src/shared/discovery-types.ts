import { z } from 'zod';

/** Shapes the discovery endpoints answer with; the server validates its output against them. */

/** A session pack on offer (docs/product/packs.md#offers), with what one session costs in it. */
export const publicPackSchema = z.object({
  sessions: z.number().int(),
  pricePaise: z.number().int(),
  validityDays: z.number().int(),
  sessionPricePaise: z.number().int(),
  discountPercent: z.number().int(),
});
export type PublicPack = z.infer<typeof publicPackSchema>;

export const serviceOfferSchema = z.object({
  enabled: z.boolean(),
  price: z.number(),
  pricePaise: z.number().int(),
  /** The approved packs of an enabled service; empty otherwise. */
  packs: z.array(publicPackSchema).optional(),
});

export const servicesSchema = z.object({
  personal: serviceOfferSchema,
  group: serviceOfferSchema,
  online: serviceOfferSchema,
});

export const gymInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  membershipRequired: z.boolean(),
  membershipDetails: z.string(),
});

export const trainerCardSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  bio: z.string(),
  city: z.string(),
  location: z.string(),
  specializations: z.array(z.string()),
  specialization: z.string().nullable(),
  certifications: z.array(z.string()),
  experience: z.number().int().nullable(),
  /** Average of real reviews to one decimal, null for a trainer without reviews ("New"). */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  totalReviews: z.number().int(),
  listingImage: z.string().nullable(),
  profilePicture: z.string().nullable(),
  distance: z.number().nullable(),
  gymInfo: gymInfoSchema.nullable(),
  trainingLocations: z.object({ myGym: z.boolean(), clientHome: z.boolean() }),
  availableSlots: z.array(z.string()),
  services: servicesSchema,
  /** Headline price in rupees: the first enabled service (personal, online, group). */
  hourlyRate: z.number().nullable(),
  bookingfull: z.boolean(),
  /** The first bookable slot's start in the next 10 days (ISO instant); null when full. */
  nextFreeAt: z.string().nullable(),
  /** KYC completed and portfolio approved: the card's "Verified" mark. */
  verified: z.boolean(),
  /**
   * Sessions that took place: bookings in the `completed` state
   * (docs/product/sessions-and-reviews.md#attendance-and-completion).
   */
  completedSessions: z.number().int(),
  /** The card's "from ₹…": the lowest price among the enabled services, in paise. */
  fromPricePaise: z.number().int(),
});
export type TrainerCard = z.infer<typeof trainerCardSchema>;

export const trainerProfileSchema = trainerCardSchema.extend({
  trainerId: z.string(),
  heroHeadlineLine1: z.string().nullable(),
  heroHeadlineLine2: z.string().nullable(),
  heroDescription: z.string().nullable(),
  happyClients: z.number().int().nullable(),
  achievements: z.array(z.string()),
  heroImage1: z.string().nullable(),
  heroImage2: z.string().nullable(),
  profileImage: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  availableTimes: z.array(z.string()),
  sessionTypes: z.array(z.enum(['personal', 'group', 'online'])),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Only for the trainer's own view: where the portfolio stands. */
  portfolioStatus: z.enum(['pending', 'pending_review', 'approved', 'rejected']).optional(),
  published: z.boolean(),
});
export type TrainerProfile = z.infer<typeof trainerProfileSchema>;

export const trainerReviewSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  rating: z.number().int(),
  /** The detailed review, else the quick comment. */
  text: z.string(),
  comment: z.string().nullable(),
  review: z.string().nullable(),
  /** First name and last initial of the client who booked. */
  name: z.string(),
  avatar: z.string().nullable(),
  service: z.enum(['personal', 'group', 'online']),
  /** The IST date of the reviewed session, YYYY-MM-DD: the card shows it, not the review's. */
  sessionDate: z.string(),
  createdAt: z.string(),
});
export type TrainerReview = z.infer<typeof trainerReviewSchema>;

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * The listing's pagination: past 1,000 matches the total stops at 1,000
 * (docs/product/discovery.md#pagination-and-the-capped-total).
 */
export const nearbyPaginationSchema = paginationSchema.extend({ totalCapped: z.boolean() });
export type NearbyPagination = z.infer<typeof nearbyPaginationSchema>;
export interface NearbyPage {
  data: TrainerCard[];
  pagination: NearbyPagination;
}

export function paginate(page: number, limit: number, totalCount: number): Pagination {
  const totalPages = Math.ceil(totalCount / limit);
  return {
    currentPage: page,
    totalPages,
    totalCount,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
    limit,
  };
}
