import { z } from 'zod';
import { formatBookingDate, istDate } from './ist';
import { strictObject } from './strict-object';

/** Days between asking and the deletion (docs/product/privacy.md#delete-my-account). */
export const DELETION_GRACE_DAYS = 7;
/** How long a mailed deletion code works, and how many guesses one code allows. */
export const DELETION_CODE_MINUTES = 10;
export const DELETION_CODE_ATTEMPTS = 3;

/**
 * The day a deletion happens, as people read it in India.
 * Example: 2026-03-09T04:30:00Z (10:00 IST) → 'Mon, 9 Mar 2026'.
 */
export function formatDeletionDay(instant: Date | string): string {
  const date = istDate(new Date(instant));
  return `${formatBookingDate(date)} ${date.slice(0, 4)}`;
}

/**
 * The catalogue of "Delete my account" (docs/product/privacy.md#delete-my-account): the answers
 * of its routes, its mails' words, the screen's words and the labels a deleted person appears
 * under, in a module of its own so the listing's first JavaScript does not carry them.
 */
export const DELETION_MESSAGES = {
  // answers
  codeSent: 'We e-mailed you a 6-digit code. It works for 10 minutes.',
  scheduled: (day: string) =>
    `Your account will be deleted on ${day}. Sign in before then, or tap "Keep my account", to keep it.`,
  cancelled: 'Your account will not be deleted.',
  confirmRequired: 'Confirm with your password or with the code we e-mailed you, not both',
  passwordWrong: 'That password is not right',
  codeWrong: 'That code is not right, or it has expired. Ask for a new one.',
  codeInvalid: 'Enter the 6-digit code from the e-mail',
  alreadyScheduled: (day: string) => `Your account is already set to be deleted on ${day}`,
  nothingToCancel: 'Your account is not set to be deleted',
  tooManyRequests: 'Too many tries. Please wait a few minutes and try again.',

  // the mails
  codeMailSubject: (code: string) => `${code} is your Kasrat account deletion code`,
  codeMailText: (code: string) =>
    `Someone signed in to your Kasrat account asked to delete it. Your code to confirm is ${code}. It works for ${DELETION_CODE_MINUTES} minutes. If it was not you, change your password: nothing is deleted without this code or your password.`,
  scheduledMailSubject: (day: string) => `Your Kasrat account will be deleted on ${day}`,
  scheduledMailText: (day: string, url: string) =>
    `As you asked, your Kasrat account will be deleted on ${day} (India Standard Time). To keep it, sign in before then, or open ${url} and tap "Keep my account". On that day your upcoming sessions are cancelled and refunded as the cancellation policy says, unused pack credits are refunded, and your name, contact details, photos and documents are removed. Invoices and payment records stay, without your details, as tax law requires.`,
  cancelledMailSubject: 'Your Kasrat account will not be deleted',
  cancelledMailText: (how: 'sign-in' | 'keep') =>
    how === 'sign-in'
      ? 'You signed in to Kasrat, so your account will not be deleted after all. If you still want to leave, ask again from Profile → Privacy.'
      : 'You chose to keep your Kasrat account, so it will not be deleted. If you still want to leave, ask again from Profile → Privacy.',

  // where a deleted person appeared
  formerClient: 'Former client',
  deletedUser: 'Deleted user',
  trainerCancellationReason: 'The trainer closed their Kasrat account',
  clientCancellationReason: 'The client closed their Kasrat account',

  // the screen
  title: 'Delete my account',
  explanation: `Your account is deleted ${DELETION_GRACE_DAYS} days after you ask; signing in during those days cancels it. On that day:`,
  consequences: [
    'your upcoming sessions are cancelled: a trainer’s clients get full refunds; a client is refunded as the cancellation policy says;',
    'unused pack credits are refunded, as when a pack expires;',
    'your name, e-mail, phone, birth date, addresses, photos and documents are removed;',
    'reviews you wrote stay, signed "Former client"; your chat messages stay with the other person, signed "Deleted user";',
    'invoices and payment records stay, without your details, for as long as tax law requires.',
  ],
  deleteButton: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogPassword: 'Confirm with your password',
  dialogCodeSent: 'Enter the 6-digit code we e-mailed you',
  passwordLabel: 'Password',
  codeLabel: 'Code from the e-mail',
  sendCodeInstead: 'Send me a code instead',
  usePasswordInstead: 'Use my password instead',
  confirm: 'Delete in 7 days',
  confirming: 'Asking…',
  scheduledTitle: (day: string) => `Your account will be deleted on ${day}`,
  scheduledHint: 'Signing in again before then keeps it, and so does this button.',
  keep: 'Keep my account',
  cancelledNotice: (day: string) =>
    `You kept your account on ${day}: it will not be deleted. You can ask again at any time.`,
  keeping: 'Keeping…',
  loadFailed: 'We could not load your account’s deletion status.',
} as const;

const instant = z.string().datetime();

/** The person's open deletion request. */
export const accountDeletionSchema = z.object({
  id: z.string(),
  confirmedBy: z.enum(['password', 'email-code']),
  requestedAt: instant,
  dueAt: instant,
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

export const accountDeletionAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({
    deletion: accountDeletionSchema.nullable(),
    /** When the person's latest request was cancelled, if that was within the last week. */
    cancelledAt: instant.nullable(),
  }),
});
export type AccountDeletionAnswer = z.infer<typeof accountDeletionAnswerSchema>;

/** `POST /api/privacy/deletion`: the password, or the mailed code; exactly one. */
export const deletionRequestSchema = strictObject({
  password: z.string().min(1).max(128).optional(),
  code: z
    .string()
    .regex(/^\d{6}$/, DELETION_MESSAGES.codeInvalid)
    .optional(),
}).refine((body) => (body.password === undefined) !== (body.code === undefined), {
  message: DELETION_MESSAGES.confirmRequired,
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;
