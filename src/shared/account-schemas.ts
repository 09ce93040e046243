import { z } from 'zod';
import { GENDERS, ROLES } from './catalog';
import { MESSAGES } from './messages';
import { strictObject } from './strict-object';

/** Spec 02 section 5: an optional plus, then 10-15 digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]{10,15}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Accepts empty strings from the form as "not given". */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const profileUpdateSchema = strictObject({
  firstName: z.string().trim().min(1, MESSAGES.firstNameRequired).max(50, MESSAGES.nameTooLong),
  lastName: z.string().trim().max(50, MESSAGES.nameTooLong).optional().default(''),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), MESSAGES.invalidPhone)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  dateOfBirth: z
    .string()
    .trim()
    .refine((value) => value === '' || isPlausibleBirthDate(value), MESSAGES.invalidDateOfBirth)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  city: optionalText(60, MESSAGES.cityTooLong),
  gender: z.preprocess(
    (value) => (value === '' ? null : value),
    z.enum(GENDERS, { error: MESSAGES.invalidGender }).nullable().optional(),
  ),
  profileImageUrl: z.string().trim().max(500).nullable().optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ProfileChangesInput = z.output<typeof profileUpdateSchema>;

function isPlausibleBirthDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const year = date.getUTCFullYear();
  return year >= 1900 && year <= 2100;
}

export const signUpSchema = strictObject({
  email: z.email(MESSAGES.invalidEmail),
  password: z.string().min(8, MESSAGES.passwordTooShort).max(128, MESSAGES.passwordTooLong),
  name: z.string().trim().min(1).max(100),
  firstName: z.string().trim().min(1, MESSAGES.firstNameRequired).max(50, MESSAGES.nameTooLong),
  lastName: z.string().trim().max(50, MESSAGES.nameTooLong).optional(),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});

export const signInSchema = strictObject({
  email: z.email(MESSAGES.invalidEmail),
  password: z.string().min(1, MESSAGES.passwordRequired).max(128, MESSAGES.passwordTooLong),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});

export const sendCodeSchema = strictObject({
  email: z.email(MESSAGES.invalidEmail),
  type: z.literal('sign-in'),
});

export const signInWithCodeSchema = strictObject({
  email: z.email(MESSAGES.invalidEmail),
  otp: z.string().regex(/^\d{6}$/, MESSAGES.invalidCode),
});

export const analyticsEventSchema = strictObject({
  name: z.string().regex(/^[a-z_]{2,40}$/),
  path: z.string().max(300).optional(),
  params: z
    .record(z.string(), z.union([z.string().max(300), z.number(), z.boolean(), z.null()]))
    .optional(),
});

/** `GET /api/profile` and `/api/users/profile`: the spec's "User profile". */
export const userProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  city: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  profileImageUrl: z.string().nullable(),
  isTrainer: z.boolean(),
  userType: z.enum(ROLES),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** `GET /api/auth/profile`: the spec's "Current user" (decision 27: no clerkId). */
export const currentUserSchema = z.object({
  id: z.string(),
  dbId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  emailAddresses: z.array(z.object({ emailAddress: z.string() })),
  imageUrl: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  userType: z.enum(ROLES),
  isTrainer: z.boolean(),
  isAdmin: z.boolean(),
  trainerId: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  city: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
