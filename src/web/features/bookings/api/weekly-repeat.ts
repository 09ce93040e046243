import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateRepeatInput,
  RepeatCreated,
  RepeatPreview,
  RepeatPreviewInput,
} from '#shared/weekly-repeat-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingKeys } from './booking-keys';

export async function previewRepeat(input: RepeatPreviewInput, signal?: AbortSignal) {
  const response = await apiRequest<{ data: RepeatPreview }>('/bookings/repeat/preview', {
    method: 'POST',
    body: input,
    signal,
  });
  return response.data;
}

/** The weeks of a repeat as the server sees them now; null input: nothing to ask yet. */
export function useRepeatPreview(input: RepeatPreviewInput | null) {
  return useQuery({
    queryKey: [...bookingKeys.all, 'repeat-preview', input] as const,
    queryFn: ({ signal }) => previewRepeat(input as RepeatPreviewInput, signal),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export async function createRepeat(input: CreateRepeatInput) {
  return apiRequest<{ message: string; data: RepeatCreated }>('/bookings/repeat', {
    method: 'POST',
    body: input,
  });
}

export function useCreateRepeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRepeat,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
