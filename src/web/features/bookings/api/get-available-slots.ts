import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DaySlotsResponse } from '#shared/booking-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingKeys } from './booking-keys';

export async function getAvailableSlots(trainerId: string, date: string, signal?: AbortSignal) {
  const response = await apiRequest<{ data: DaySlotsResponse }>('/bookings/available-slots', {
    query: { trainerId, date },
    signal,
  });
  return response.data;
}

export function availableSlotsQueryOptions(trainerId: string, date: string) {
  return queryOptions({
    queryKey: bookingKeys.slots(trainerId, date),
    queryFn: ({ signal }) => getAvailableSlots(trainerId, date, signal),
    retry: false,
  });
}

export function useAvailableSlots(trainerId: string, date: string | null) {
  return useQuery({ ...availableSlotsQueryOptions(trainerId, date ?? ''), enabled: date !== null });
}
