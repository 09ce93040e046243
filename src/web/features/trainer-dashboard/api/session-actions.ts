import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainerSession } from '#shared/trainer-dashboard-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys';

interface ActionResult {
  message: string;
  data: TrainerSession;
}

export function confirmAttendance(id: string): Promise<ActionResult> {
  return apiRequest<ActionResult>(`/bookings/${encodeURIComponent(id)}/confirm-attendance`, {
    method: 'POST',
    body: {},
  });
}

/**
 * A trainer's cancellation always refunds the client in full
 * (docs/product/booking.md#cancellation-and-refunds).
 */
export function cancelSession({ id, reason }: { id: string; reason: string }) {
  return apiRequest<ActionResult>(`/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: { reason },
  });
}

/** A session's change moves the counts, the lists, the clients and the earnings: refresh all. */
function useSessionMutation<Input>(action: (input: Input) => Promise<ActionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}

export const useConfirmAttendance = () => useSessionMutation(confirmAttendance);
export const useCancelSession = () => useSessionMutation(cancelSession);
