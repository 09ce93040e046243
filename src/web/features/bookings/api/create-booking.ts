import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingInput, UserBooking } from '#shared/booking-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingKeys } from './booking-keys';

export async function createBooking(input: CreateBookingInput): Promise<UserBooking> {
  const response = await apiRequest<{ data: UserBooking }>('/bookings', {
    method: 'POST',
    body: input,
  });
  return response.data;
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
