import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentState } from '#shared/privacy.ts';
import { type OptionalPurpose, PRIVACY_NOTICE_VERSION } from '#shared/privacy-messages.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type { ConsentState };

export const consentsKey = ['privacy', 'consents'] as const;

interface ConsentAnswer {
  message?: string;
  data: ConsentState;
}

export async function getConsents(signal?: AbortSignal): Promise<ConsentState> {
  return (await apiRequest<ConsentAnswer>('/privacy/consents', { signal })).data;
}

export const consentsQueryOptions = () =>
  queryOptions({ queryKey: consentsKey, queryFn: ({ signal }) => getConsents(signal) });

export function useConsents() {
  return useQuery(consentsQueryOptions());
}

/** Turns an optional purpose on (gives it) or off (withdraws its standing consent). */
export function useSetConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { purpose: OptionalPurpose; on: boolean; standingId?: string }) =>
      change.on
        ? apiRequest<ConsentAnswer>('/privacy/consents', {
            method: 'POST',
            body: { purpose: change.purpose },
          })
        : apiRequest<ConsentAnswer>(
            `/privacy/consents/${encodeURIComponent(change.standingId ?? '')}`,
            {
              method: 'DELETE',
            },
          ),
    onSuccess: (answer) => queryClient.setQueryData(consentsKey, answer.data),
  });
}

/** Agrees to the current notice (a new version asks once more). */
export function useAgreeToNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<ConsentAnswer>('/privacy/notice', {
        method: 'POST',
        body: { version: PRIVACY_NOTICE_VERSION },
      }),
    onSuccess: (answer) => queryClient.setQueryData(consentsKey, answer.data),
  });
}
