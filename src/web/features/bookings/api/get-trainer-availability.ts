import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerAvailability } from '#shared/booking-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingKeys } from './booking-keys';

export async function getTrainerAvailability(
  trainerId: string,
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
) {
  const response = await apiRequest<{ data: TrainerAvailability }>(
    '/bookings/trainer-availability',
    { query: { trainerId, startDate, endDate }, signal },
  );
  return response.data;
}

export function trainerAvailabilityQueryOptions(trainerId: string, from: string, to: string) {
  return queryOptions({
    queryKey: bookingKeys.availability(trainerId, from, to),
    queryFn: ({ signal }) => getTrainerAvailability(trainerId, from, to, signal),
    retry: false,
  });
}

export function useTrainerAvailability(trainerId: string, from: string, to: string) {
  return useQuery(trainerAvailabilityQueryOptions(trainerId, from, to));
}
