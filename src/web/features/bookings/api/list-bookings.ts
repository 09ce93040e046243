import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { apiRequestWithHeaders } from '#web/lib/api-client.ts';
import { noteSessionsCopy } from '#web/lib/offline-copy.ts';
import { bookingKeys } from './booking-keys';

/** The sessions screen shows the 50 most recent bookings (the API's page limit). */
const LIMIT = 50;

export async function listBookings(signal?: AbortSignal): Promise<UserBooking[]> {
  const response = await apiRequestWithHeaders<{ data: UserBooking[] }>('/bookings', {
    query: { page: 1, limit: LIMIT },
    signal,
  });
  noteSessionsCopy(response.headers);
  return response.data.data;
}

export function bookingsQueryOptions() {
  return queryOptions({
    queryKey: bookingKeys.list(),
    queryFn: ({ signal }) => listBookings(signal),
  });
}

export function useBookings() {
  return useQuery(bookingsQueryOptions());
}
