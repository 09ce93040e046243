import { z } from 'zod';
import { GENDERS, ROLES } from './catalog';
import { LOCALES } from './locale';
import { MESSAGES } from './messages';
import { signUpAgreementShape } from './privacy';
import { strictObject } from './strict-object';

/**
 * An optional plus, then 10-15 digits, spaces, hyphens or parentheses
 * (docs/product/trainer-portfolio.md#field-rules).
 */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]{10,15}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A name as people write it: a line break in one would end up in mail headers and pages. */
const nameText = (schema: z.ZodString) =>
  schema.refine((value) => !CONTROL_CHARACTERS.test(value), MESSAGES.nameHasControlCharacters);

/** Accepts empty strings from the form as "not given". */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const firstName = nameText(
  z.string().trim().min(1, MESSAGES.firstNameRequired).max(50, MESSAGES.nameTooLong),
);
const lastName = nameText(z.string().trim().max(50, MESSAGES.nameTooLong));

export const profileUpdateSchema = strictObject({
  firstName,
  lastName: lastName.optional().default(''),
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
  city: optionalText(60, MESSAGES.cityTooLong).refine(
    (value) => !value || !CONTROL_CHARACTERS.test(value),
    MESSAGES.nameHasControlCharacters,
  ),
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
  name: nameText(z.string().trim().min(1).max(100)),
  firstName,
  lastName: lastName.optional(),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
  ...signUpAgreementShape,
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

const newPassword = z.string().min(8, MESSAGES.passwordTooShort).max(128, MESSAGES.passwordTooLong);

/** `POST /api/auth/change-password`: the current password proves it is the owner asking. */
export const changePasswordSchema = strictObject({
  currentPassword: z
    .string()
    .min(1, MESSAGES.currentPasswordRequired)
    .max(128, MESSAGES.passwordTooLong),
  newPassword,
}).refine((value) => value.newPassword !== value.currentPassword, {
  message: MESSAGES.newPasswordSameAsCurrent,
  path: ['newPassword'],
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** `POST /api/auth/password-reset/code`: mails a reset code to the account's e-mail. */
export const passwordResetCodeSchema = strictObject({
  email: z.email(MESSAGES.invalidEmail),
});

/** `POST /api/auth/password-reset`: the mailed code and the new password. */
export const passwordResetSchema = strictObject({
  email: z.email(MESSAGES.invalidEmail),
  otp: z.string().regex(/^\d{6}$/, MESSAGES.invalidCode),
  password: newPassword,
});
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

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

/**
 * `GET /api/auth/profile`: the spec's "Current user" (no clerkId:
 * docs/product/accounts.md#current-user).
 */
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
  /** The language the person chose, or null when they never did. */
  locale: z.enum(LOCALES).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const localeChoiceSchema = strictObject({
  locale: z.enum(LOCALES, { error: MESSAGES.localeInvalid }),
});
