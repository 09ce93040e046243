import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountDeletion,
  AccountDeletionAnswer,
  DeletionRequest,
} from '#shared/account-deletion-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type { AccountDeletion };

export const accountDeletionKey = ['privacy', 'deletion'] as const;

export type AccountDeletionStatus = AccountDeletionAnswer['data'];

export async function getAccountDeletion(signal?: AbortSignal): Promise<AccountDeletionStatus> {
  const response = await apiRequest<AccountDeletionAnswer>('/privacy/deletion', { signal });
  return response.data;
}

export const accountDeletionQuery = () =>
  queryOptions({
    queryKey: accountDeletionKey,
    queryFn: ({ signal }) => getAccountDeletion(signal),
  });

/** The person's open request to delete their account, or when the last one was cancelled. */
export function useAccountDeletion() {
  return useQuery(accountDeletionQuery());
}

/** Mails a 6-digit code that confirms the deletion instead of the password. */
export function useSendDeletionCode() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('/privacy/deletion/code', { method: 'POST' }),
  });
}

export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeletionRequest) =>
      apiRequest<AccountDeletionAnswer>('/privacy/deletion', { method: 'POST', body }),
    onSuccess: (answer) => queryClient.setQueryData(accountDeletionKey, answer.data),
  });
}

/** "Keep my account". */
export function useKeepAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AccountDeletionAnswer>('/privacy/deletion', { method: 'DELETE' }),
    onSuccess: (answer) => queryClient.setQueryData(accountDeletionKey, answer.data),
  });
}
