import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '#shared/booking-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingKeys } from './booking-keys';

export function submitReview(bookingId: string, input: ReviewInput) {
  return apiRequest<{ message: string; data: ReviewInput }>(
    `/bookings/${encodeURIComponent(bookingId)}/review`,
    { method: 'PUT', body: input },
  );
}

export function useSubmitReview(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => submitReview(bookingId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
