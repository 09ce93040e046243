import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys';

interface FeedbackSelectionResult {
  message: string;
  data: { selectedFeedback: string[] };
}

/** Chooses the reviewed sessions the public profile shows (at most 10). */
export function saveFeedbackSelection(selectedBookingIds: string[]) {
  return apiRequest<FeedbackSelectionResult>('/trainer/feedback-selection', {
    method: 'PUT',
    body: { selectedBookingIds },
  });
}

export function useSaveFeedbackSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeedbackSelection,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.history() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.upcoming() }),
      ]),
  });
}
