import { z } from 'zod';
import { formatBookingDate, formatIstTime, istDate } from './ist';

/** docs/product/privacy.md#download-my-data: how long a ready copy's link works. */
export const DATA_EXPORT_LINK_HOURS = 24;
/** Requests a person may make in a day; building a copy reads all their rows and files. */
export const DATA_EXPORT_REQUESTS_PER_DAY = 3;
/** How many past requests the Privacy page shows. */
export const DATA_EXPORT_HISTORY = 5;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** The signed link while the copy is ready; null otherwise. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
export const dataExportDownloadQuerySchema = z.object({
  token: z.string().trim().min(1).max(128),
});

/** 'Tue, 3 Mar, 10:00 AM IST': an instant as the page and the mail show it. */
export function formatIstInstant(instant: Date): string {
  return `${formatBookingDate(istDate(instant))}, ${formatIstTime(instant)} IST`;
}

/** What the server and the Privacy page say about a copy of a person's data. */
export const EXPORT_MESSAGES = {
  requested: "We're preparing your copy. We'll e-mail you a link when it is ready.",
  alreadyPending: 'Your copy is already being prepared. We will e-mail you when it is ready.',
  tooManyRequests: `You can ask for a copy ${DATA_EXPORT_REQUESTS_PER_DAY} times a day. Please try again tomorrow.`,
  notFound: 'This copy was not found.',
  linkInvalid: 'This download link is not valid. Ask for a new copy from Profile → Privacy.',
  linkPageTitle: 'Your copy of your data',
  linkPageAction: 'Go to Profile → Privacy',
  linkExpired:
    'This download link has expired and the copy has been deleted. Ask for a new copy from Profile → Privacy.',
  notReady: 'This copy is not ready yet. We will e-mail you when it is.',
  heading: 'Download my data',
  intro:
    'Get a copy of everything Kasrat holds about you: your profile, bookings, payments, invoices, reviews, chats and files, in one zip file.',
  requestButton: 'Download my data',
  requestAgain: 'Ask for a new copy',
  preparing: "Preparing your copy… we'll e-mail you when it's ready.",
  readyLink: (size: string | null) =>
    size ? `Download your copy (zip, ${size})` : 'Download your copy (zip)',
  readyUntil: (expiresAt: string) => `The link works until ${expiresAt}.`,
  expired: 'Your last copy has expired and was deleted.',
  failed: 'We could not prepare your copy. Please ask again.',
  history: 'Earlier requests',
  loadFailed: 'Your copies could not be loaded.',
  requestFailed: 'Your request could not be sent. Please try again.',
  statusLabel: {
    pending: 'Being prepared',
    ready: 'Ready',
    failed: 'Failed',
    expired: 'Expired',
  } satisfies Record<DataExportStatus, string>,
  mailSubject: 'Your Kasrat data is ready to download',
  mailText: (name: string, link: string, expiresAt: string) =>
    `Hello ${name},\n\nThe copy of your data you asked for is ready. Download it here:\n\n${link}\n\nThe link works until ${expiresAt}; after that the copy is deleted and you can ask for a new one from Profile → Privacy.\n\nIf you did not ask for this, change your password: someone signed in to your account asked for it.`,
} as const;
