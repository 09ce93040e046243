import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUser } from '#web/lib/auth/user-context.ts';

/**
 * Asks for a trainer's profile while the visitor points at, touches or focuses their card, so
 * the profile often opens with its data already here. The query's code loads on first use:
 * it brings the message catalogue, which the listing's first JavaScript leaves out. Nothing is
 * asked while the session is unknown, as the profile's query depends on who is looking.
 */
export function usePrefetchTrainerProfile(): (trainerId: string) => void {
  const queryClient = useQueryClient();
  const { user, status } = useUser();
  const viewerId = user?.id ?? null;
  return useCallback(
    (trainerId: string) => {
      if (status === 'loading') return;
      import('#web/features/trainer-profile/api/get-trainer-profile.ts').then(
        ({ trainerProfileQueryOptions }) =>
          queryClient.prefetchQuery(trainerProfileQueryOptions(trainerId, viewerId)),
        // A prefetch that cannot load changes nothing: the profile asks again when it opens.
        () => undefined,
      );
    },
    [queryClient, status, viewerId],
  );
}
