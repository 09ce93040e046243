import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerReview } from '#shared/discovery-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';

export type { TrainerReview };

interface SelectedFeedbackResponse {
  success: boolean;
  data?: TrainerReview[];
}

/**
 * The reviews the trainer chose for the profile; the server falls back to real reviews
 * (docs/product/discovery.md#trainer-profile-page), so an empty list means the trainer has none
 * yet.
 */
export async function getSelectedFeedback(
  id: string,
  signal?: AbortSignal,
): Promise<TrainerReview[]> {
  const response = await apiRequest<SelectedFeedbackResponse>(
    `/trainers/${encodeURIComponent(id)}/selected-feedback`,
    { signal, isPublic: true },
  );
  if (!response?.success || !response.data) {
    throw new ApiError(MESSAGES.fetchTrainerReviewsFailed, 200);
  }
  return response.data;
}

export function selectedFeedbackQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['trainers', id, 'selected-feedback'] as const,
    queryFn: ({ signal }) => getSelectedFeedback(id, signal),
  });
}

export function useSelectedFeedback(id: string, enabled: boolean) {
  return useQuery({ ...selectedFeedbackQueryOptions(id), enabled });
}
