import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingInput, UserBooking } from '#shared/booking-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingKeys } from './booking-keys';

/** `packId` books with a pack credit: confirmed at once (docs/product/packs-screens.md#booking-with-a-credit). */
export async function createBooking(
  input: CreateBookingInput & { packId?: string },
): Promise<UserBooking> {
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
