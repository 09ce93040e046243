import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingKeys } from './booking-keys';

export async function getBooking(id: string, signal?: AbortSignal): Promise<UserBooking> {
  const response = await apiRequest<{ data: UserBooking }>(`/bookings/${encodeURIComponent(id)}`, {
    signal,
  });
  return response.data;
}

export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => getBooking(id, signal),
    retry: false,
  });
}

export function useBooking(id: string | null) {
  return useQuery({ ...bookingQueryOptions(id ?? ''), enabled: id !== null });
}
