import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';

export type { TrainerProfile };

interface TrainerProfileResponse {
  success: boolean;
  data?: TrainerProfile;
}

/** Sent with the token when signed in, so a trainer also sees their own unapproved profile. */
export async function getTrainerProfile(id: string, signal?: AbortSignal): Promise<TrainerProfile> {
  const response = await apiRequest<TrainerProfileResponse>(`/trainers/${encodeURIComponent(id)}`, {
    signal,
  });
  if (!response?.success || !response.data) {
    throw new ApiError(MESSAGES.fetchTrainerProfileFailed, 200);
  }
  return response.data;
}

export const trainerProfileKey = (id: string) => ['trainers', id, 'profile'] as const;

/** `viewerId` is in the key: the owner's answer (with the portfolio status) is not a visitor's. */
export function trainerProfileQueryOptions(id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: [...trainerProfileKey(id), viewerId] as const,
    queryFn: ({ signal }) => getTrainerProfile(id, signal),
  });
}

export function useTrainerProfile(id: string, viewerId: string | null, enabled: boolean) {
  return useQuery({ ...trainerProfileQueryOptions(id, viewerId), enabled });
}
