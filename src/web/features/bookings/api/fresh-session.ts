import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * docs/product/booking.md#payment: before ordering and before verifying, the session is checked
 * afresh with the server, so a payment never starts on a token that has quietly expired.
 */
export async function ensureFreshSession(operation: string): Promise<void> {
  let session: { session?: unknown } | null = null;
  try {
    session = await apiRequest<{ session?: unknown } | null>('/auth/get-session');
  } catch {
    session = null;
  }
  if (!session?.session) throw new Error(BOOKING_MESSAGES.authenticationFailedFor(operation));
}
