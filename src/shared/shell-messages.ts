import { catalogue } from './catalogue';

/**
 * The messages of the app shell and the listing: the only ones the listing's first
 * JavaScript needs. An object's unused keys cannot be dropped by the bundler, so these live
 * apart from the catalogue (messages.ts spreads them into MESSAGES) and modules loaded with
 * the listing import SHELL_MESSAGES: 2 KiB gzipped less on the first visit.
 */
export const SHELL_MESSAGES = {
  apiRequestFailed: (status: number, statusText: string) =>
    `API request failed: ${status} ${statusText}`.trim(),
  networkError: 'Network error: No response received from server',
  requestSetupError: (message: string) => `Request setup error: ${message}`,
  publicRequestFailed: (status: number) => `Request failed with status ${status}`,
  fetchProfileFailed: 'Failed to fetch profile',
  fetchTrainersFailed: 'Failed to fetch trainers',
  bookingFullTitle: 'Booking Full',
  bookingFull: 'All slots are booked for the next 10 days.',
  pageLoadFailed: 'This page could not be loaded. Please check your connection and try again.',
  signedOut: 'You have been signed out.',
  loginToPay: 'Please login to continue with payment',
} as const;

export const SHELL_TEXT = catalogue('shell', SHELL_MESSAGES);
