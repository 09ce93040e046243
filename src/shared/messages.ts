import { catalogue } from './catalogue';
import { SHELL_MESSAGES } from './shell-messages';

/**
 * The user-facing message catalogue: the spec's messages and the server's validation
 * messages, so the same words appear in an API error and on the page. It holds the shell's
 * messages too; the listing's own modules import those from shell-messages.ts.
 */
export const MESSAGES = {
  ...SHELL_MESSAGES,

  /** Shown where a person who left (and was anonymised) appeared, e.g. a trainer's client list. */
  anonymisedPersonName: 'Former member',
  fetchCurrentUserFailed: 'Failed to fetch current user',
  profileSaveFailed: 'Failed to update profile. Please try again.',
  profileSaved: 'Profile updated successfully!',
  localeInvalid: 'Choose a language: en (English) or hi (Hindi).',

  uploadCancelled: 'Upload was cancelled',
  uploadFailed: (status: number, detail: string) => `S3 upload failed: ${status} - ${detail}`,
  invalidImage: 'Please select a valid image file',
  imageTooLarge: 'Image size must be less than 5MB',
  uploadUrlExpired: 'This upload link has expired. Please try again.',
  uploadUrlUsed: 'This upload link has already been used. Please try again.',
  uploadUrlInvalid: 'This upload link is not valid.',
  imageMustBeUploaded: 'Please upload the photo with the image picker',
  uploadNotFound: 'No uploaded image was found at that address.',
  uploadFieldInvalid:
    'Unknown image field. Use profileImage, heroImage1, heroImage2, listingImage, aadhaarFrontImage, aadhaarBackImage or panImage.',
  imageSavedElsewhere: (fieldName: string) =>
    `The ${fieldName} image is saved with its own form (portfolio or KYC), not here.`,
  fileLinkExpired: 'This file link has expired. Please open the file again.',
  fileLinkInvalid: 'This file link is not valid.',

  becomeTrainerError: (message: string) => `Error: ${message}`,
  becomeTrainerFailed: 'Error becoming trainer. Please try again.',
  becomeTrainerSuccess: 'You are now a trainer. Set up your portfolio to get listed.',
  alreadyTrainer: 'You are already a trainer.',
  termsNotAccepted: 'Please accept the Terms and Conditions to continue',
  pleaseSignInToBecomeTrainer: 'Please sign in to become a trainer',

  signInRequired: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  routeNotFound: (method: string, url: string) => `Route ${method} ${url} not found`,
  malformedJson: 'The request body is not valid JSON',
  bodyNestedTooDeeply: (depth: number) =>
    `The request body is nested too deeply (at most ${depth} levels)`,
  bodyTooLarge: 'The request body is too large',
  unsupportedMediaType: 'This content type is not supported',
  invalidRequest: 'The request is not valid',
  unknownFields: (fields: readonly string[]) =>
    `Unknown field${fields.length === 1 ? '' : 's'}: ${fields.join(', ')}`,
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  tooManySignInAttempts: (minutes: number) =>
    `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordRequired: 'Please enter your password',
  passwordTooLong: 'Password must not exceed 128 characters',
  invalidEmail: 'Please enter a valid email address',
  invalidCode: 'That code is not valid. Please check it and try again.',
  codeExpired: 'That code has expired. Please request a new one.',
  codeTooManyAttempts: 'Too many wrong codes. Please request a new one.',
  codeSent: 'We sent a 6-digit code to your email.',
  tooManyCodeRequests: (seconds: number) =>
    `Too many codes asked for this email or from this network. Please try again in ${waitText(seconds)}.`,
  tooManySignUps: (minutes: number) =>
    `Too many new accounts from this network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  resetCodeSent: 'If an account uses this email, we sent it a 6-digit code to reset your password.',
  passwordReset: 'Your password has been reset.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  newPasswordSameAsCurrent: 'Your new password must be different from your current one',
  nameHasControlCharacters: 'Names cannot contain line breaks or control characters',
  internalError: 'Something went wrong on our side. Please try again.',

  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'Name must not exceed 50 characters',
  invalidPhone: 'Please enter a valid phone number',
  invalidDateOfBirth: 'Please enter a valid date of birth',
  invalidGender: 'Please choose a gender from the list',
  cityTooLong: 'City must not exceed 60 characters',

  signInFailed: 'Sign-in did not complete. Please try again.',
  invalidLatitude: 'Latitude must be a number between -90 and 90',
  invalidLongitude: 'Longitude must be a number between -180 and 180',
  invalidRadius: (max: number) => `Radius must be a positive number of kilometres up to ${max}`,
  invalidPage: 'Page must be a whole number from 1',
  invalidLimit: 'Limit must be a whole number from 1',
  metricsTokenRequired: 'Send METRICS_TOKEN as a bearer token to read /metrics',
  backupTokenRequired:
    "Take backups with npm run backup, run with the server's configuration (it sends the backup token)",
  invalidSort: 'Sort must be one of nearest, rating, price_low or price_high',
  invalidFilters:
    'Filters must be a JSON list of chips like [{"type":"specialization","value":"yoga"}]',
  unknownSpecialization: (value: string) => `Unknown specialization: ${value}`,
  unknownServiceType: (value: string) =>
    `Unknown service type: ${value} (use online, personal or group)`,
  trainerNotFound: 'Trainer not found',
  fetchNearbyTrainersFailed: 'Failed to fetch nearby trainers',
  fetchTrainerProfileFailed: 'Failed to fetch trainer profile',
  fetchTrainerReviewsFailed: 'Failed to fetch trainer reviews',
  loadTrainerProfileFailed: 'Failed to load trainer profile',
  cityNotFound: 'City not found',
  trainerProfileError: 'Oops! Something went wrong',
  noReviewsYet: 'No reviews yet',
  noReviewsYetText:
    'This trainer has no reviews yet. Reviews appear here after clients rate their sessions.',
  noServicesListed: 'This trainer has not listed any services yet.',
  profileNotPublic: 'Your profile is not public yet',
  profileNotPublicPending:
    'Complete your portfolio and save it to send it to our team for review. Until it is approved, only you can see this page.',
  profileNotPublicUnderReview:
    'Our team is reviewing your portfolio. Clients will see this page once it is approved; until then only you can see it.',
  profileNotPublicRejected:
    'Your portfolio was not approved. Update it and save it to send it for review again; until it is approved, only you can see this page.',
  referralShareText: (origin: string) =>
    `Find certified fitness trainers near you on Kasrat and book a session in minutes: ${origin}`,
  referralLinkCopied: 'Referral link copied to clipboard!',
  referralCopyFailed: 'Unable to copy link. Please share manually.',
  noTrainersInCity: (kind: string, city: string) => `No ${kind} trainers found in ${city}`,
  cityNetworkGrowing:
    "We're working on expanding our network. Check back soon or explore other cities.",
  cityNotListed: "We don't have trainers listed for this city yet.",
} as const;

/** Its Hindi: src/shared/locales/hi/messages.ts. */
export const MESSAGES_TEXT = catalogue('messages', MESSAGES);

/** "45 seconds" under a minute and a half, else whole minutes rounded up: "3 minutes". */
function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
