import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MoveSlots } from '#shared/booking-moves.ts';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingKeys } from './booking-keys';

interface MoveResult {
  message: string;
  data: UserBooking;
}

const bookingPath = (id: string, rest: string) => `/bookings/${encodeURIComponent(id)}/${rest}`;

export function useMoveSlots(bookingId: string, date: string | null) {
  return useQuery({
    queryKey: bookingKeys.moveSlots(bookingId, date ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: MoveSlots }>(bookingPath(bookingId, 'move-slots'), {
          query: { date: date ?? '' },
          signal,
        })
      ).data,
    enabled: date !== null,
    retry: false,
  });
}

type MoveAction =
  | { kind: 'move'; date: string; timeSlot: string }
  | { kind: 'propose'; date: string; timeSlot: string; note?: string }
  | { kind: 'accept' }
  | { kind: 'decline'; cancel: boolean };

function send(bookingId: string, action: MoveAction): Promise<MoveResult> {
  switch (action.kind) {
    case 'move':
      return apiRequest(bookingPath(bookingId, 'move'), {
        method: 'POST',
        body: { date: action.date, timeSlot: action.timeSlot },
      });
    case 'propose':
      return apiRequest(bookingPath(bookingId, 'move-proposals'), {
        method: 'POST',
        body: {
          date: action.date,
          timeSlot: action.timeSlot,
          ...(action.note ? { note: action.note } : {}),
        },
      });
    case 'accept':
      return apiRequest(bookingPath(bookingId, 'move-proposals/accept'), {
        method: 'POST',
        body: {},
      });
    case 'decline':
      return apiRequest(bookingPath(bookingId, 'move-proposals/decline'), {
        method: 'POST',
        body: { cancel: action.cancel },
      });
  }
}

/** Moving, proposing and answering change the session and every list it appears in. */
export function useMoveAction(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MoveAction) => send(bookingId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
