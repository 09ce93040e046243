import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingKeys } from './booking-keys';

interface ActionResult {
  message: string;
  data: UserBooking;
}

export function cancelBooking(id: string): Promise<ActionResult> {
  return apiRequest<ActionResult>(`/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: {},
  });
}

export function confirmAttendance(id: string): Promise<ActionResult> {
  return apiRequest<ActionResult>(`/bookings/${encodeURIComponent(id)}/confirm-attendance`, {
    method: 'POST',
    body: {},
  });
}

/** Cancel and Confirm attendance change the booking and the lists it appears in. */
export function useBookingAction(action: (id: string) => Promise<ActionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
